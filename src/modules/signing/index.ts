/** What other modules may use of signing: the plan a render checks before its debit, and the step that signs. */
export { planSigning, signStep } from './sign-step.js';
export { SignOptions } from './schema.js';
export { checkDefaultCertificate, ownsCertificate } from './document-default.js';
