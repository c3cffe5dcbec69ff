/** The few words the app itself shows (menu, offline page), in the language of the configured market. */
import { type Language, languageOf, type Market } from '../../shared/markets';

export interface DesktopStrings {
  navigate: string;
  back: string;
  forward: string;
  reload: string;
  home: string;
  clearCache: string;
  /** Opens the shop's consent dialog again. */
  cookieSettings: string;
  cacheCleared: string;
  offlineTitle: string;
  offlineText: string;
  offlineRetry: string;
  offlineSaved: string;
  /** On the offline page of a designer or the basket (issue 36 item 8). */
  offlineNeedsConnection: string;
}

const STRINGS: Record<Language, DesktopStrings> = {
  de: {
    navigate: 'Navigation',
    back: 'Zurück',
    forward: 'Vorwärts',
    reload: 'Neu laden',
    home: 'Startseite',
    clearCache: 'Offline-Speicher leeren',
    cookieSettings: 'Cookie-Einstellungen',
    cacheCleared: 'Der Offline-Speicher wurde geleert.',
    offlineTitle: 'Keine Verbindung',
    offlineText: 'Diese Seite ist ohne Internetverbindung nicht verfügbar.',
    offlineRetry: 'Erneut versuchen',
    offlineSaved: 'Offline verfügbar',
    offlineNeedsConnection:
      'Die Gestalter und der Warenkorb brauchen eine Internetverbindung. Bereits besuchte Seiten kannst du offline ansehen.',
  },
  en: {
    navigate: 'Navigate',
    back: 'Back',
    forward: 'Forward',
    reload: 'Reload',
    home: 'Home',
    clearCache: 'Clear offline cache',
    cookieSettings: 'Cookie settings',
    cacheCleared: 'The offline cache has been cleared.',
    offlineTitle: 'You are offline',
    offlineText: 'This page is not available without an internet connection.',
    offlineRetry: 'Try again',
    offlineSaved: 'Available offline',
    offlineNeedsConnection:
      'The designers and the basket need an internet connection. Pages you have visited can be viewed offline.',
  },
  es: {
    navigate: 'Navegar',
    back: 'Atrás',
    forward: 'Adelante',
    reload: 'Recargar',
    home: 'Inicio',
    clearCache: 'Vaciar caché sin conexión',
    cookieSettings: 'Configuración de cookies',
    cacheCleared: 'Se ha vaciado la caché sin conexión.',
    offlineTitle: 'Sin conexión',
    offlineText: 'Esta página no está disponible sin conexión a internet.',
    offlineRetry: 'Reintentar',
    offlineSaved: 'Disponible sin conexión',
    offlineNeedsConnection:
      'Los diseñadores y la cesta necesitan conexión a internet. Las páginas que ya has visitado se pueden ver sin conexión.',
  },
  fr: {
    navigate: 'Navigation',
    back: 'Précédent',
    forward: 'Suivant',
    reload: 'Actualiser',
    home: 'Accueil',
    clearCache: 'Vider le cache hors ligne',
    cookieSettings: 'Paramètres des cookies',
    cacheCleared: 'Le cache hors ligne a été vidé.',
    offlineTitle: 'Hors ligne',
    offlineText: "Cette page n'est pas disponible sans connexion internet.",
    offlineRetry: 'Réessayer',
    offlineSaved: 'Disponible hors ligne',
    offlineNeedsConnection:
      'Les outils de création et le panier ont besoin d’une connexion internet. Les pages déjà visitées restent consultables hors ligne.',
  },
  it: {
    navigate: 'Navigazione',
    back: 'Indietro',
    forward: 'Avanti',
    reload: 'Ricarica',
    home: 'Home',
    clearCache: 'Svuota cache offline',
    cookieSettings: 'Impostazioni dei cookie',
    cacheCleared: 'La cache offline è stata svuotata.',
    offlineTitle: 'Nessuna connessione',
    offlineText: 'Questa pagina non è disponibile senza connessione internet.',
    offlineRetry: 'Riprova',
    offlineSaved: 'Disponibile offline',
    offlineNeedsConnection:
      'Gli editor e il carrello richiedono una connessione a internet. Le pagine già visitate si possono vedere offline.',
  },
  nl: {
    navigate: 'Navigatie',
    back: 'Terug',
    forward: 'Vooruit',
    reload: 'Opnieuw laden',
    home: 'Startpagina',
    clearCache: 'Offline cache legen',
    cookieSettings: 'Cookie-instellingen',
    cacheCleared: 'De offline cache is geleegd.',
    offlineTitle: 'Geen verbinding',
    offlineText: 'Deze pagina is niet beschikbaar zonder internetverbinding.',
    offlineRetry: 'Opnieuw proberen',
    offlineSaved: 'Offline beschikbaar',
    offlineNeedsConnection:
      "De ontwerpers en het winkelmandje hebben een internetverbinding nodig. Pagina's die je al hebt bezocht, kun je offline bekijken.",
  },
};

export function stringsFor(market: Market): DesktopStrings {
  return STRINGS[languageOf(market)];
}
