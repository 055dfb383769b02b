export { offerSubscription } from './offer-subscription';
