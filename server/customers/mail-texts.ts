/** The mails of the customer area, in every shop language ({{placeholders}} filled by mailText). */
import { type Language, languageOf, type Market } from '../../shared/markets';

export type MailKind =
  | 'password-reset'
  | 'welcome'
  | 'account-exists'
  | 'password-changed'
  | 'email-change'
  | 'email-changed'
  | 'newsletter-confirm';

type Mail = { subject: string; body: string };

const TEXTS: Record<Language, Record<MailKind, Mail>> = {
  de: {
    'password-reset': {
      subject: 'Neues Passwort festlegen',
      body: 'Hallo {{name}},\n\ndu möchtest ein neues Passwort für dein Kundenkonto festlegen. Öffne dazu innerhalb von 60 Minuten diesen Link:\n{{link}}\n\nWenn du das nicht angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
    },
    welcome: {
      subject: 'Willkommen bei {{brand}}',
      body: 'Hallo {{name}},\n\ndein Kundenkonto ist eingerichtet. Bitte bestätige deine E-Mail-Adresse über diesen Link; bis dahin kannst du deine Adresse nicht ändern und keine Adressen speichern:\n{{link}}',
    },
    'account-exists': {
      subject: 'Dein Kundenkonto bei {{brand}}',
      body: 'Hallo,\n\njemand (vielleicht du) wollte mit dieser Adresse ein neues Kundenkonto eröffnen. Du hast bereits ein Konto. Melde dich an oder leg hier ein neues Passwort fest:\n{{link}}\n\nWarst du das nicht, ignoriere diese E-Mail.',
    },
    'password-changed': {
      subject: 'Dein Passwort wurde geändert',
      body: 'Hallo {{name}},\n\ndas Passwort deines Kundenkontos wurde soeben geändert. Warst du das nicht, leg bitte sofort hier ein neues fest:\n{{link}}\n\nFragen beantwortet unser Kundenservice: {{support}}',
    },
    'email-change': {
      subject: 'Neue E-Mail-Adresse bestätigen',
      body: 'Hallo {{name}},\n\nbitte bestätige innerhalb von 24 Stunden deine neue E-Mail-Adresse für dein Kundenkonto:\n{{link}}\n\nWenn du das nicht angefordert hast, ignoriere diese E-Mail.',
    },
    'email-changed': {
      subject: 'Deine E-Mail-Adresse wurde geändert',
      body: 'Hallo {{name}},\n\ndie E-Mail-Adresse deines Kundenkontos wurde in {{newEmail}} geändert. Warst du das nicht, wende dich bitte sofort an unseren Kundenservice: {{support}}\n\nDein Kundenkonto: {{link}}',
    },
    'newsletter-confirm': {
      subject: 'Bitte bestätige deine Newsletter-Anmeldung',
      body: 'Hallo,\n\nbitte bestätige deine Anmeldung zum Newsletter von {{brand}}:\n{{link}}\n\nHast du dich nicht angemeldet, ignoriere diese E-Mail – du erhältst dann keinen Newsletter. Abmelden kannst du dich jederzeit hier:\n{{unsubscribe}}',
    },
  },
  en: {
    'password-reset': {
      subject: 'Set a new password',
      body: 'Hello {{name}},\n\nyou asked to set a new password for your account. Open this link within 60 minutes:\n{{link}}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.',
    },
    welcome: {
      subject: 'Welcome to {{brand}}',
      body: 'Hello {{name}},\n\nyour account is ready. Please confirm your e-mail address with this link; until then you cannot change your address or save addresses:\n{{link}}',
    },
    'account-exists': {
      subject: 'Your {{brand}} account',
      body: 'Hello,\n\nsomeone (perhaps you) tried to open a new account with this address. You already have an account. Log in or set a new password here:\n{{link}}\n\nIf this was not you, ignore this e-mail.',
    },
    'password-changed': {
      subject: 'Your password has been changed',
      body: 'Hello {{name}},\n\nthe password of your account has just been changed. If this was not you, please set a new one at once here:\n{{link}}\n\nOur customer service is here to help: {{support}}',
    },
    'email-change': {
      subject: 'Confirm your new e-mail address',
      body: 'Hello {{name}},\n\nplease confirm the new e-mail address of your account within 24 hours:\n{{link}}\n\nIf you did not ask for this, ignore this e-mail.',
    },
    'email-changed': {
      subject: 'Your e-mail address has been changed',
      body: 'Hello {{name}},\n\nthe e-mail address of your account has been changed to {{newEmail}}. If this was not you, please contact our customer service at once: {{support}}\n\nYour account: {{link}}',
    },
    'newsletter-confirm': {
      subject: 'Please confirm your newsletter subscription',
      body: 'Hello,\n\nplease confirm your subscription to the {{brand}} newsletter:\n{{link}}\n\nIf you did not subscribe, ignore this e-mail and you will get no newsletter. You can unsubscribe at any time here:\n{{unsubscribe}}',
    },
  },
  fr: {
    'password-reset': {
      subject: 'Définir un nouveau mot de passe',
      body: 'Bonjour {{name}},\n\nvous avez demandé à définir un nouveau mot de passe pour votre compte. Ouvrez ce lien dans les 60 minutes :\n{{link}}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.',
    },
    welcome: {
      subject: 'Bienvenue chez {{brand}}',
      body: 'Bonjour {{name}},\n\nvotre compte est prêt. Veuillez confirmer votre adresse e-mail avec ce lien ; d’ici là, vous ne pouvez ni modifier votre adresse ni enregistrer d’adresses :\n{{link}}',
    },
    'account-exists': {
      subject: 'Votre compte {{brand}}',
      body: 'Bonjour,\n\nquelqu’un (peut-être vous) a essayé d’ouvrir un nouveau compte avec cette adresse. Vous avez déjà un compte. Connectez-vous ou définissez un nouveau mot de passe ici :\n{{link}}\n\nSi ce n’était pas vous, ignorez cet e-mail.',
    },
    'password-changed': {
      subject: 'Votre mot de passe a été modifié',
      body: 'Bonjour {{name}},\n\nle mot de passe de votre compte vient d’être modifié. Si ce n’était pas vous, définissez-en immédiatement un nouveau ici :\n{{link}}\n\nNotre service client est à votre disposition : {{support}}',
    },
    'email-change': {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      body: 'Bonjour {{name}},\n\nveuillez confirmer la nouvelle adresse e-mail de votre compte dans les 24 heures :\n{{link}}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
    },
    'email-changed': {
      subject: 'Votre adresse e-mail a été modifiée',
      body: 'Bonjour {{name}},\n\nl’adresse e-mail de votre compte a été remplacée par {{newEmail}}. Si ce n’était pas vous, contactez immédiatement notre service client : {{support}}\n\nVotre compte : {{link}}',
    },
    'newsletter-confirm': {
      subject: 'Veuillez confirmer votre inscription à la newsletter',
      body: 'Bonjour,\n\nveuillez confirmer votre inscription à la newsletter de {{brand}} :\n{{link}}\n\nSi vous ne vous êtes pas inscrit(e), ignorez cet e-mail : vous ne recevrez pas de newsletter. Vous pouvez vous désabonner à tout moment ici :\n{{unsubscribe}}',
    },
  },
  es: {
    'password-reset': {
      subject: 'Establecer una nueva contraseña',
      body: 'Hola, {{name}}:\n\nhas solicitado establecer una nueva contraseña para tu cuenta. Abre este enlace en los próximos 60 minutos:\n{{link}}\n\nSi no lo has solicitado, ignora este correo; tu contraseña no cambiará.',
    },
    welcome: {
      subject: 'Te damos la bienvenida a {{brand}}',
      body: 'Hola, {{name}}:\n\ntu cuenta está lista. Confirma tu dirección de correo con este enlace; hasta entonces no podrás cambiar tu dirección ni guardar direcciones:\n{{link}}',
    },
    'account-exists': {
      subject: 'Tu cuenta de {{brand}}',
      body: 'Hola:\n\nalguien (quizá tú) ha intentado abrir una cuenta nueva con esta dirección. Ya tienes una cuenta. Inicia sesión o establece una nueva contraseña aquí:\n{{link}}\n\nSi no has sido tú, ignora este correo.',
    },
    'password-changed': {
      subject: 'Tu contraseña se ha cambiado',
      body: 'Hola, {{name}}:\n\nla contraseña de tu cuenta se acaba de cambiar. Si no has sido tú, establece una nueva inmediatamente aquí:\n{{link}}\n\nNuestro servicio de atención al cliente te ayuda: {{support}}',
    },
    'email-change': {
      subject: 'Confirma tu nueva dirección de correo electrónico',
      body: 'Hola, {{name}}:\n\nconfirma la nueva dirección de correo electrónico de tu cuenta en las próximas 24 horas:\n{{link}}\n\nSi no lo has solicitado, ignora este correo.',
    },
    'email-changed': {
      subject: 'Tu dirección de correo electrónico se ha cambiado',
      body: 'Hola, {{name}}:\n\nla dirección de correo electrónico de tu cuenta se ha cambiado a {{newEmail}}. Si no has sido tú, ponte en contacto de inmediato con nuestro servicio de atención al cliente: {{support}}\n\nTu cuenta: {{link}}',
    },
    'newsletter-confirm': {
      subject: 'Confirma tu suscripción a la newsletter',
      body: 'Hola:\n\nconfirma tu suscripción a la newsletter de {{brand}}:\n{{link}}\n\nSi no te has suscrito, ignora este correo y no recibirás ninguna newsletter. Puedes darte de baja en cualquier momento aquí:\n{{unsubscribe}}',
    },
  },
  it: {
    'password-reset': {
      subject: 'Imposta una nuova password',
      body: 'Ciao {{name}},\n\nhai chiesto di impostare una nuova password per il tuo account. Apri questo link entro 60 minuti:\n{{link}}\n\nSe non l’hai richiesto tu, ignora questa e-mail: la tua password resta invariata.',
    },
    welcome: {
      subject: 'Benvenuto su {{brand}}',
      body: 'Ciao {{name}},\n\nil tuo account è pronto. Conferma il tuo indirizzo e-mail con questo link; fino ad allora non puoi modificare il tuo indirizzo né salvare indirizzi:\n{{link}}',
    },
    'account-exists': {
      subject: 'Il tuo account {{brand}}',
      body: 'Ciao,\n\nqualcuno (forse tu) ha cercato di aprire un nuovo account con questo indirizzo. Hai già un account. Accedi o imposta una nuova password qui:\n{{link}}\n\nSe non sei stato tu, ignora questa e-mail.',
    },
    'password-changed': {
      subject: 'La tua password è stata modificata',
      body: 'Ciao {{name}},\n\nla password del tuo account è appena stata modificata. Se non sei stato tu, impostane subito una nuova qui:\n{{link}}\n\nIl nostro servizio clienti è a tua disposizione: {{support}}',
    },
    'email-change': {
      subject: 'Conferma il tuo nuovo indirizzo e-mail',
      body: 'Ciao {{name}},\n\nconferma entro 24 ore il nuovo indirizzo e-mail del tuo account:\n{{link}}\n\nSe non l’hai richiesto tu, ignora questa e-mail.',
    },
    'email-changed': {
      subject: 'Il tuo indirizzo e-mail è stato modificato',
      body: 'Ciao {{name}},\n\nl’indirizzo e-mail del tuo account è stato cambiato in {{newEmail}}. Se non sei stato tu, contatta subito il nostro servizio clienti: {{support}}\n\nIl tuo account: {{link}}',
    },
    'newsletter-confirm': {
      subject: 'Conferma la tua iscrizione alla newsletter',
      body: 'Ciao,\n\nconferma la tua iscrizione alla newsletter di {{brand}}:\n{{link}}\n\nSe non ti sei iscritto, ignora questa e-mail e non riceverai nessuna newsletter. Puoi annullare l’iscrizione in qualsiasi momento qui:\n{{unsubscribe}}',
    },
  },
  nl: {
    'password-reset': {
      subject: 'Nieuw wachtwoord instellen',
      body: 'Hallo {{name}},\n\nje hebt gevraagd een nieuw wachtwoord voor je account in te stellen. Open deze link binnen 60 minuten:\n{{link}}\n\nHeb je dit niet gevraagd? Negeer dan deze e-mail; je wachtwoord blijft ongewijzigd.',
    },
    welcome: {
      subject: 'Welkom bij {{brand}}',
      body: 'Hallo {{name}},\n\nje account is klaar. Bevestig je e-mailadres met deze link; tot dan kun je je adres niet wijzigen en geen adressen opslaan:\n{{link}}',
    },
    'account-exists': {
      subject: 'Je account bij {{brand}}',
      body: 'Hallo,\n\niemand (misschien jij) probeerde met dit adres een nieuw account te openen. Je hebt al een account. Log in of stel hier een nieuw wachtwoord in:\n{{link}}\n\nWas jij dit niet? Negeer dan deze e-mail.',
    },
    'password-changed': {
      subject: 'Je wachtwoord is gewijzigd',
      body: 'Hallo {{name}},\n\nhet wachtwoord van je account is zojuist gewijzigd. Was jij dit niet? Stel dan hier meteen een nieuw wachtwoord in:\n{{link}}\n\nOnze klantenservice helpt je graag: {{support}}',
    },
    'email-change': {
      subject: 'Bevestig je nieuwe e-mailadres',
      body: 'Hallo {{name}},\n\nbevestig binnen 24 uur het nieuwe e-mailadres van je account:\n{{link}}\n\nHeb je dit niet gevraagd? Negeer dan deze e-mail.',
    },
    'email-changed': {
      subject: 'Je e-mailadres is gewijzigd',
      body: 'Hallo {{name}},\n\nhet e-mailadres van je account is gewijzigd in {{newEmail}}. Was jij dit niet? Neem dan meteen contact op met onze klantenservice: {{support}}\n\nJe account: {{link}}',
    },
    'newsletter-confirm': {
      subject: 'Bevestig je aanmelding voor de nieuwsbrief',
      body: 'Hallo,\n\nbevestig je aanmelding voor de nieuwsbrief van {{brand}}:\n{{link}}\n\nHeb je je niet aangemeld? Negeer dan deze e-mail; je ontvangt dan geen nieuwsbrief. Afmelden kan altijd hier:\n{{unsubscribe}}',
    },
  },
};

export function mailText(
  market: Market,
  kind: MailKind,
  vars: Record<string, string>,
): { subject: string; text: string } {
  const mail = TEXTS[languageOf(market)][kind];
  const fill = (template: string) => {
    const text = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
    return market === 'de-CH' || market === 'de-LI' ? text.replaceAll('ß', 'ss') : text;
  };
  return { subject: fill(mail.subject), text: fill(mail.body) };
}

export const MAIL_LANGUAGES = Object.keys(TEXTS) as Language[];
export const MAIL_KINDS = Object.keys(TEXTS.de) as MailKind[];
export function rawMailTexts() {
  return TEXTS;
}
