// Async boundary: module federation negotiates shared singletons before the app code runs.
import('./bootstrap');
