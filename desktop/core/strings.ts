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
  },
};

export function stringsFor(market: Market): DesktopStrings {
  return STRINGS[languageOf(market)];
}
