/** The checkout's pages, one chunk: the steps and the two result pages. */
export { CheckoutInformationPage } from './information-step';
export { CheckoutPaymentPage, CheckoutShippingPage } from './method-steps';
export { CheckoutReviewPage } from './review-step';
export { OrderSuccessPage, PaymentFailurePage } from './order-result-pages';
