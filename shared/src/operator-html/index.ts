// @lobby/shared/operator-html: operator HTML (notices, inbox messages, help articles) shown
// sanitized, contained, with links to the site's own pages kept inside the app. A subpath entry,
// not the main one: only the apps that show operator HTML import it, and webpack bundles it into
// those apps alone (the module-federation share key is the bare '@lobby/shared').
export { OperatorHtml, type OperatorHtmlProps } from './OperatorHtml';
export { htmlToText } from './html-text';
export { siteLinkPath } from './site-link';
