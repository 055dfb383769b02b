// The mini program evaluates its app.js in one go: the start-up (app-setup) is imported as it is.
import './app-setup';
