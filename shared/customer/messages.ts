/**
 * The texts the customer, newsletter and contact endpoints answer with, in every shop language.
 * SPEC 8: the dialogs show the server's message text (log-in 400, sign-up field errors and
 * message), so these texts are what shoppers read. Swiss and Liechtenstein German drop the ß.
 */
import { type Language, languageOf, type Market } from '../markets';
import type { FieldCode } from './forms';

type Texts = Record<MessageKey, string>;

export type MessageKey =
  | FieldCode
  | 'invalidInput'
  | 'loginFailed'
  | 'rateLimited'
  | 'resetRequested'
  | 'resetTokenInvalid'
  | 'passwordChanged'
  | 'currentPasswordWrong'
  | 'notLoggedIn'
  | 'emailChangeRequested'
  | 'emailChanged'
  | 'emailTokenInvalid'
  | 'emailUnverified'
  | 'emailVerified'
  | 'verifyTokenInvalid'
  | 'verificationSent'
  | 'newsletterPending'
  | 'newsletterConfirmed'
  | 'newsletterUnsubscribed'
  | 'newsletterTokenInvalid'
  | 'recaptchaFailed'
  | 'wishlistUnavailable'
  | 'wishlistFull'
  | 'notWhitelabel'
  | 'forbiddenOrigin'
  | 'contactSent'
  | 'contactInvalid'
  | 'loggedOut'
  | 'sessionsEnded'
  | 'unavailable';

const de: Texts = {
  required: 'Bitte füll dieses Feld aus.',
  email: 'Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
  tooLong: 'Diese Eingabe ist zu lang.',
  name: 'Bitte verwende nur Buchstaben, Leerzeichen, Bindestriche, Apostrophe und Punkte.',
  passwordTooShort: 'Dein Passwort muss mindestens {{min}} Zeichen lang sein.',
  passwordTooLong: 'Dein Passwort darf höchstens {{max}} Zeichen lang sein.',
  commonPassword: 'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein anderes.',
  passwordContext: 'Dein Passwort darf nicht dein Name, deine E-Mail-Adresse oder der Name des Shops sein.',
  token: 'Dieser Link ist ungültig.',
  themeId: 'Dieses Motiv gibt es nicht.',
  invalid: 'Diese Eingabe ist ungültig.',
  invalidInput: 'Bitte prüf deine Eingaben.',
  loginFailed: 'E-Mail-Adresse oder Passwort sind nicht korrekt.',
  rateLimited: 'Zu viele Versuche. Bitte versuch es in {{minutes}} Minuten erneut.',
  resetRequested:
    'Wenn zu dieser Adresse ein Kundenkonto besteht, haben wir dir eine E-Mail mit einem Link zum Festlegen eines neuen Passworts geschickt.',
  resetTokenInvalid: 'Dieser Link ist nicht mehr gültig. Bitte fordere einen neuen an.',
  passwordChanged: 'Dein Passwort wurde geändert.',
  currentPasswordWrong: 'Dein aktuelles Passwort ist nicht korrekt.',
  notLoggedIn: 'Bitte melde dich zuerst an.',
  emailChangeRequested:
    'Wir haben einen Link an die neue Adresse geschickt. Deine E-Mail-Adresse ändert sich, sobald du ihn öffnest.',
  emailChanged: 'Deine E-Mail-Adresse wurde geändert.',
  emailTokenInvalid: 'Dieser Link ist nicht mehr gültig. Bitte ändere deine Adresse erneut.',
  emailUnverified: 'Bitte bestätige zuerst deine E-Mail-Adresse über den Link in unserer Willkommens-E-Mail.',
  emailVerified: 'Danke, deine E-Mail-Adresse ist bestätigt.',
  verifyTokenInvalid: 'Dieser Bestätigungslink ist nicht mehr gültig. Fordere bitte einen neuen an.',
  verificationSent: 'Wir haben dir einen neuen Bestätigungslink geschickt.',
  newsletterPending:
    'Fast geschafft! Bitte bestätige deine Anmeldung über den Link in der E-Mail, die wir dir geschickt haben.',
  newsletterConfirmed: 'Vielen Dank! Deine Newsletter-Anmeldung ist bestätigt.',
  newsletterUnsubscribed: 'Du hast den Newsletter abbestellt.',
  newsletterTokenInvalid: 'Dieser Link ist nicht mehr gültig.',
  recaptchaFailed: 'Wir konnten deine Anfrage nicht prüfen. Bitte versuch es erneut.',
  wishlistUnavailable: 'Die Wunschliste gibt es nur im Karten-Shop.',
  wishlistFull: 'Deine Wunschliste ist voll. Bitte entferne zuerst ein Motiv.',
  notWhitelabel: 'Whitelabel-Bestellungen sind nur für Whitelabel-Kunden möglich.',
  forbiddenOrigin: 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.',
  contactSent: 'Vielen Dank! Deine Nachricht ist bei uns angekommen.',
  contactInvalid: 'Bitte prüf die markierten Felder.',
  loggedOut: 'Du bist abgemeldet.',
  sessionsEnded: 'Alle anderen Sitzungen wurden beendet.',
  unavailable: 'Das hat gerade nicht geklappt. Bitte versuch es gleich noch einmal.',
};

const en: Texts = {
  required: 'Please fill in this field.',
  email: 'Please enter a valid e-mail address, e.g. name@example.com.',
  tooLong: 'This entry is too long.',
  name: 'Please use letters, spaces, hyphens, apostrophes and full stops only.',
  passwordTooShort: 'Your password must be at least {{min}} characters long.',
  passwordTooLong: 'Your password must be at most {{max}} characters long.',
  commonPassword: 'This password is too easy to guess. Please choose another one.',
  passwordContext: 'Your password must not be your name, your e-mail address or the name of the shop.',
  token: 'This link is not valid.',
  themeId: 'This design does not exist.',
  invalid: 'This entry is not valid.',
  invalidInput: 'Please check your entries.',
  loginFailed: 'The e-mail address or password is not correct.',
  rateLimited: 'Too many attempts. Please try again in {{minutes}} minutes.',
  resetRequested:
    'If an account exists for this address, we have sent you an e-mail with a link to set a new password.',
  resetTokenInvalid: 'This link is no longer valid. Please request a new one.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'Your current password is not correct.',
  notLoggedIn: 'Please log in first.',
  emailChangeRequested:
    'We have sent a link to the new address. Your e-mail address changes as soon as you open it.',
  emailChanged: 'Your e-mail address has been changed.',
  emailTokenInvalid: 'This link is no longer valid. Please change your address again.',
  emailUnverified: 'Please confirm your e-mail address first, with the link in our welcome e-mail.',
  emailVerified: 'Thank you, your e-mail address is confirmed.',
  verifyTokenInvalid: 'This confirmation link is no longer valid. Please ask for a new one.',
  verificationSent: 'We have sent you a new confirmation link.',
  newsletterPending:
    'Almost done! Please confirm your subscription with the link in the e-mail we have sent you.',
  newsletterConfirmed: 'Thank you! Your newsletter subscription is confirmed.',
  newsletterUnsubscribed: 'You have unsubscribed from the newsletter.',
  newsletterTokenInvalid: 'This link is no longer valid.',
  recaptchaFailed: 'We could not verify your request. Please try again.',
  wishlistUnavailable: 'The wishlist is available in the card shop only.',
  wishlistFull: 'Your wishlist is full. Please remove a design first.',
  notWhitelabel: 'Whitelabel orders are available to whitelabel customers only.',
  forbiddenOrigin: 'This request came from another website and was refused.',
  contactSent: 'Thank you! We have received your message.',
  contactInvalid: 'Please check the marked fields.',
  loggedOut: 'You are logged out.',
  sessionsEnded: 'All other sessions have been ended.',
  unavailable: 'That did not work just now. Please try again in a moment.',
};

const fr: Texts = {
  required: 'Veuillez remplir ce champ.',
  email: 'Veuillez saisir une adresse e-mail valide, p. ex. nom@exemple.fr.',
  tooLong: 'Cette saisie est trop longue.',
  name: 'Veuillez utiliser uniquement des lettres, des espaces, des traits d’union, des apostrophes et des points.',
  passwordTooShort: 'Votre mot de passe doit contenir au moins {{min}} caractères.',
  passwordTooLong: 'Votre mot de passe doit contenir au plus {{max}} caractères.',
  commonPassword: 'Ce mot de passe est trop facile à deviner. Veuillez en choisir un autre.',
  passwordContext:
    'Votre mot de passe ne doit être ni votre nom, ni votre adresse e-mail, ni le nom de la boutique.',
  token: 'Ce lien n’est pas valide.',
  themeId: 'Ce motif n’existe pas.',
  invalid: 'Cette saisie n’est pas valide.',
  invalidInput: 'Veuillez vérifier vos saisies.',
  loginFailed: 'L’adresse e-mail ou le mot de passe est incorrect.',
  rateLimited: 'Trop de tentatives. Veuillez réessayer dans {{minutes}} minutes.',
  resetRequested:
    'Si un compte existe pour cette adresse, nous vous avons envoyé un e-mail avec un lien pour définir un nouveau mot de passe.',
  resetTokenInvalid: 'Ce lien n’est plus valide. Veuillez en demander un nouveau.',
  passwordChanged: 'Votre mot de passe a été modifié.',
  currentPasswordWrong: 'Votre mot de passe actuel est incorrect.',
  notLoggedIn: 'Veuillez d’abord vous connecter.',
  emailChangeRequested:
    'Nous avons envoyé un lien à la nouvelle adresse. Votre adresse e-mail changera dès que vous l’ouvrirez.',
  emailChanged: 'Votre adresse e-mail a été modifiée.',
  emailTokenInvalid: 'Ce lien n’est plus valide. Veuillez modifier à nouveau votre adresse.',
  emailUnverified:
    'Veuillez d’abord confirmer votre adresse e-mail avec le lien de notre e-mail de bienvenue.',
  emailVerified: 'Merci, votre adresse e-mail est confirmée.',
  verifyTokenInvalid: 'Ce lien de confirmation n’est plus valide. Veuillez en demander un nouveau.',
  verificationSent: 'Nous vous avons envoyé un nouveau lien de confirmation.',
  newsletterPending:
    'Presque terminé ! Veuillez confirmer votre inscription grâce au lien de l’e-mail que nous vous avons envoyé.',
  newsletterConfirmed: 'Merci ! Votre inscription à la newsletter est confirmée.',
  newsletterUnsubscribed: 'Vous êtes désabonné(e) de la newsletter.',
  newsletterTokenInvalid: 'Ce lien n’est plus valide.',
  recaptchaFailed: 'Nous n’avons pas pu vérifier votre demande. Veuillez réessayer.',
  wishlistUnavailable: 'La liste d’envies n’existe que dans la boutique de cartes.',
  wishlistFull: 'Votre liste d’envies est pleine. Veuillez d’abord retirer un motif.',
  notWhitelabel: 'Les commandes en marque blanche sont réservées aux clients marque blanche.',
  forbiddenOrigin: 'Cette demande provenait d’un autre site et a été refusée.',
  contactSent: 'Merci ! Nous avons bien reçu votre message.',
  contactInvalid: 'Veuillez vérifier les champs marqués.',
  loggedOut: 'Vous êtes déconnecté(e).',
  sessionsEnded: 'Toutes les autres sessions ont été fermées.',
  unavailable: 'Cela n’a pas fonctionné. Veuillez réessayer dans un instant.',
};

const es: Texts = {
  required: 'Rellena este campo.',
  email: 'Introduce una dirección de correo electrónico válida, p. ej. nombre@ejemplo.es.',
  tooLong: 'Este dato es demasiado largo.',
  name: 'Utiliza solo letras, espacios, guiones, apóstrofos y puntos.',
  passwordTooShort: 'Tu contraseña debe tener al menos {{min}} caracteres.',
  passwordTooLong: 'Tu contraseña puede tener como máximo {{max}} caracteres.',
  commonPassword: 'Esta contraseña es demasiado fácil de adivinar. Elige otra.',
  passwordContext: 'Tu contraseña no puede ser tu nombre, tu correo electrónico ni el nombre de la tienda.',
  token: 'Este enlace no es válido.',
  themeId: 'Este diseño no existe.',
  invalid: 'Este dato no es válido.',
  invalidInput: 'Revisa los datos introducidos.',
  loginFailed: 'El correo electrónico o la contraseña no son correctos.',
  rateLimited: 'Demasiados intentos. Vuelve a intentarlo dentro de {{minutes}} minutos.',
  resetRequested:
    'Si existe una cuenta con esta dirección, te hemos enviado un correo con un enlace para establecer una nueva contraseña.',
  resetTokenInvalid: 'Este enlace ya no es válido. Solicita uno nuevo.',
  passwordChanged: 'Tu contraseña se ha cambiado.',
  currentPasswordWrong: 'Tu contraseña actual no es correcta.',
  notLoggedIn: 'Primero inicia sesión.',
  emailChangeRequested:
    'Hemos enviado un enlace a la nueva dirección. Tu correo electrónico cambiará en cuanto lo abras.',
  emailChanged: 'Tu dirección de correo electrónico se ha cambiado.',
  emailTokenInvalid: 'Este enlace ya no es válido. Vuelve a cambiar tu dirección.',
  emailUnverified: 'Confirma primero tu dirección de correo con el enlace de nuestro correo de bienvenida.',
  emailVerified: 'Gracias, tu dirección de correo está confirmada.',
  verifyTokenInvalid: 'Este enlace de confirmación ya no es válido. Solicita uno nuevo.',
  verificationSent: 'Te hemos enviado un nuevo enlace de confirmación.',
  newsletterPending: '¡Casi listo! Confirma tu suscripción con el enlace del correo que te hemos enviado.',
  newsletterConfirmed: '¡Gracias! Tu suscripción a la newsletter está confirmada.',
  newsletterUnsubscribed: 'Te has dado de baja de la newsletter.',
  newsletterTokenInvalid: 'Este enlace ya no es válido.',
  recaptchaFailed: 'No hemos podido verificar tu solicitud. Inténtalo de nuevo.',
  wishlistUnavailable: 'La lista de deseos solo está disponible en la tienda de tarjetas.',
  wishlistFull: 'Tu lista de deseos está llena. Elimina primero un diseño.',
  notWhitelabel: 'Los pedidos de marca blanca solo están disponibles para clientes de marca blanca.',
  forbiddenOrigin: 'Esta solicitud procedía de otro sitio web y se ha rechazado.',
  contactSent: '¡Gracias! Hemos recibido tu mensaje.',
  contactInvalid: 'Revisa los campos marcados.',
  loggedOut: 'Has cerrado sesión.',
  sessionsEnded: 'Se han cerrado todas las demás sesiones.',
  unavailable: 'No ha funcionado. Vuelve a intentarlo en un momento.',
};

const it: Texts = {
  required: 'Compila questo campo.',
  email: 'Inserisci un indirizzo e-mail valido, ad es. nome@esempio.it.',
  tooLong: 'Questo dato è troppo lungo.',
  name: 'Usa solo lettere, spazi, trattini, apostrofi e punti.',
  passwordTooShort: 'La password deve contenere almeno {{min}} caratteri.',
  passwordTooLong: 'La password può contenere al massimo {{max}} caratteri.',
  commonPassword: 'Questa password è troppo facile da indovinare. Scegline un’altra.',
  passwordContext: 'La password non può essere il tuo nome, il tuo indirizzo e-mail o il nome del negozio.',
  token: 'Questo link non è valido.',
  themeId: 'Questo motivo non esiste.',
  invalid: 'Questo dato non è valido.',
  invalidInput: 'Controlla i dati inseriti.',
  loginFailed: 'L’indirizzo e-mail o la password non sono corretti.',
  rateLimited: 'Troppi tentativi. Riprova tra {{minutes}} minuti.',
  resetRequested:
    'Se esiste un account con questo indirizzo, ti abbiamo inviato un’e-mail con un link per impostare una nuova password.',
  resetTokenInvalid: 'Questo link non è più valido. Richiedine uno nuovo.',
  passwordChanged: 'La tua password è stata modificata.',
  currentPasswordWrong: 'La password attuale non è corretta.',
  notLoggedIn: 'Accedi prima al tuo account.',
  emailChangeRequested:
    'Abbiamo inviato un link al nuovo indirizzo. Il tuo indirizzo e-mail cambierà non appena lo aprirai.',
  emailChanged: 'Il tuo indirizzo e-mail è stato modificato.',
  emailTokenInvalid: 'Questo link non è più valido. Modifica di nuovo il tuo indirizzo.',
  emailUnverified: 'Conferma prima il tuo indirizzo e-mail con il link della nostra e-mail di benvenuto.',
  emailVerified: 'Grazie, il tuo indirizzo e-mail è confermato.',
  verifyTokenInvalid: 'Questo link di conferma non è più valido. Richiedine uno nuovo.',
  verificationSent: 'Ti abbiamo inviato un nuovo link di conferma.',
  newsletterPending: 'Quasi fatto! Conferma l’iscrizione con il link nell’e-mail che ti abbiamo inviato.',
  newsletterConfirmed: 'Grazie! La tua iscrizione alla newsletter è confermata.',
  newsletterUnsubscribed: 'Hai annullato l’iscrizione alla newsletter.',
  newsletterTokenInvalid: 'Questo link non è più valido.',
  recaptchaFailed: 'Non è stato possibile verificare la tua richiesta. Riprova.',
  wishlistUnavailable: 'La lista dei desideri è disponibile solo nel negozio di biglietti.',
  wishlistFull: 'La tua lista dei desideri è piena. Rimuovi prima un motivo.',
  notWhitelabel: 'Gli ordini white label sono riservati ai clienti white label.',
  forbiddenOrigin: 'Questa richiesta proveniva da un altro sito ed è stata rifiutata.',
  contactSent: 'Grazie! Abbiamo ricevuto il tuo messaggio.',
  contactInvalid: 'Controlla i campi evidenziati.',
  loggedOut: 'Sei uscito dal tuo account.',
  sessionsEnded: 'Tutte le altre sessioni sono state chiuse.',
  unavailable: 'Non ha funzionato. Riprova tra un momento.',
};

const nl: Texts = {
  required: 'Vul dit veld in.',
  email: 'Vul een geldig e-mailadres in, bijv. naam@voorbeeld.nl.',
  tooLong: 'Deze invoer is te lang.',
  name: 'Gebruik alleen letters, spaties, koppeltekens, apostrofs en punten.',
  passwordTooShort: 'Je wachtwoord moet minstens {{min}} tekens lang zijn.',
  passwordTooLong: 'Je wachtwoord mag hoogstens {{max}} tekens lang zijn.',
  commonPassword: 'Dit wachtwoord is te makkelijk te raden. Kies een ander wachtwoord.',
  passwordContext: 'Je wachtwoord mag niet je naam, je e-mailadres of de naam van de winkel zijn.',
  token: 'Deze link is ongeldig.',
  themeId: 'Dit ontwerp bestaat niet.',
  invalid: 'Deze invoer is ongeldig.',
  invalidInput: 'Controleer je gegevens.',
  loginFailed: 'Het e-mailadres of wachtwoord is niet juist.',
  rateLimited: 'Te veel pogingen. Probeer het over {{minutes}} minuten opnieuw.',
  resetRequested:
    'Als er een account met dit adres bestaat, hebben we je een e-mail gestuurd met een link om een nieuw wachtwoord in te stellen.',
  resetTokenInvalid: 'Deze link is niet meer geldig. Vraag een nieuwe aan.',
  passwordChanged: 'Je wachtwoord is gewijzigd.',
  currentPasswordWrong: 'Je huidige wachtwoord is niet juist.',
  notLoggedIn: 'Log eerst in.',
  emailChangeRequested:
    'We hebben een link naar het nieuwe adres gestuurd. Je e-mailadres verandert zodra je die opent.',
  emailChanged: 'Je e-mailadres is gewijzigd.',
  emailTokenInvalid: 'Deze link is niet meer geldig. Wijzig je adres opnieuw.',
  emailUnverified: 'Bevestig eerst je e-mailadres met de link in onze welkomstmail.',
  emailVerified: 'Bedankt, je e-mailadres is bevestigd.',
  verifyTokenInvalid: 'Deze bevestigingslink is niet meer geldig. Vraag een nieuwe aan.',
  verificationSent: 'We hebben je een nieuwe bevestigingslink gestuurd.',
  newsletterPending:
    'Bijna klaar! Bevestig je aanmelding via de link in de e-mail die we je hebben gestuurd.',
  newsletterConfirmed: 'Bedankt! Je aanmelding voor de nieuwsbrief is bevestigd.',
  newsletterUnsubscribed: 'Je bent afgemeld voor de nieuwsbrief.',
  newsletterTokenInvalid: 'Deze link is niet meer geldig.',
  recaptchaFailed: 'We konden je verzoek niet controleren. Probeer het opnieuw.',
  wishlistUnavailable: 'Het verlanglijstje is alleen beschikbaar in de kaartenwinkel.',
  wishlistFull: 'Je verlanglijstje is vol. Verwijder eerst een ontwerp.',
  notWhitelabel: 'Whitelabel-bestellingen zijn alleen voor whitelabel-klanten.',
  forbiddenOrigin: 'Dit verzoek kwam van een andere website en is geweigerd.',
  contactSent: 'Bedankt! We hebben je bericht ontvangen.',
  contactInvalid: 'Controleer de gemarkeerde velden.',
  loggedOut: 'Je bent uitgelogd.',
  sessionsEnded: 'Alle andere sessies zijn beëindigd.',
  unavailable: 'Dat lukte even niet. Probeer het zo opnieuw.',
};

const TEXTS: Record<Language, Texts> = { de, en, es, fr, it, nl };

export type MessageVars = Record<string, string | number>;

/** A message in the market's language, with {{placeholders}} filled in. */
export function customerMessage(market: Market, key: MessageKey, vars: MessageVars = {}): string {
  const template = TEXTS[languageOf(market)][key] ?? TEXTS.en[key];
  let text = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  if (market === 'de-CH' || market === 'de-LI') text = text.replaceAll('ß', 'ss');
  return text;
}

/** Every message key, for tests that check each language has them all. */
export function messageLanguages(): Record<Language, Texts> {
  return TEXTS;
}
