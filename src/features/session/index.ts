/** The session feature's door: what other features use of signing in and out. */
export { askToSignIn } from './login-prompt';
export { SignInNeeded } from './SignInNeeded';
export { logout } from './logout';
export { rememberRedirect, takeRedirect } from './redirect';
export { enterOrganisation } from './organisation';
