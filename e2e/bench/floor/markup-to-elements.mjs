// The floor pages' view: the static reference's markup, read back from the page's own DOM at
// start and turned into React elements, so React renders exactly what the reference shows and
// the benchmark needs no JSX build of a copy that would drift from the captured home.
import React from 'react';

/** HTML attributes whose presence means true; React drops them when given the parsed "". */
const BOOLEAN_ATTRIBUTES = new Set([
  'allowfullscreen',
  'autofocus',
  'disabled',
  'hidden',
  'inert',
  'multiple',
  'novalidate',
  'open',
  'readonly',
  'required',
  'selected',
]);

/** Attribute names React knows by another prop name (the rest it sets as they are). */
const PROP_NAMES = {
  class: 'className',
  for: 'htmlFor',
  readonly: 'readOnly',
  novalidate: 'noValidate',
  allowfullscreen: 'allowFullScreen',
  autofocus: 'autoFocus',
  // uncontrolled, as the static page is: a value prop without onChange would lock the field
  value: 'defaultValue',
  checked: 'defaultChecked',
  'xlink:href': 'xlinkHref',
};

/** Attributes React must not set itself (namespaces come from the element). */
const SKIPPED = new Set(['xmlns', 'xmlns:xlink']);

/** React elements for the child nodes of `container` (elements and text; comments dropped). */
export function markupToElements(container) {
  return [...container.childNodes].map(toElement).filter((node) => node !== null);
}

function toElement(node) {
  if (node.nodeType === 3) return node.nodeValue;
  if (node.nodeType !== 1) return null;
  const props = {};
  for (const { name, value } of node.attributes) {
    if (SKIPPED.has(name)) continue;
    if (name === 'style') props.style = styleObject(node.style);
    else if (name === 'checked') props.defaultChecked = true;
    else props[PROP_NAMES[name] ?? name] = BOOLEAN_ATTRIBUTES.has(name) ? true : value;
  }
  // the element's own tag name: lower case for HTML, as written (e.g. linearGradient) for SVG
  const tag = node.namespaceURI === 'http://www.w3.org/1999/xhtml' ? node.localName : node.tagName;
  return React.createElement(tag, props, ...markupToElements(node));
}

/** The style attribute as React's object, read through the browser's own CSS parser. */
function styleObject(declaration) {
  const style = {};
  for (const name of declaration)
    style[name.startsWith('--') ? name : camelCase(name)] = declaration.getPropertyValue(name);
  return style;
}

/** background-color -> backgroundColor, -webkit-line-clamp -> WebkitLineClamp (React's names). */
function camelCase(cssName) {
  return cssName.replace(/^-webkit-/, 'Webkit-').replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}
