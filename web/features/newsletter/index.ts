/** Newsletter sign-up with double opt-in: the footer slot's form and the confirmation page. */
export { NewsletterConfirmPage } from './NewsletterConfirmPage';
export { NEWSLETTER_ENDPOINT, NewsletterForm, type NewsletterFormProps } from './NewsletterForm';
export { recaptchaToken } from './recaptcha';
