// Puts one element into the reference's view right after the banner (the last child of its
// page container, .host-page), where home renders its lobby. The view's elements are immutable:
// the path down to that container is cloned, every other element kept as it is, and children
// stay positional (no keys added), so React updates the page in place instead of remounting it.
import React from 'react';

const PAGE_CLASS = 'host-page';

/** `nodes` (the view's React nodes) with `element` appended to the .host-page element. */
export function withBelowBanner(nodes, element) {
  return nodes.map((node) => withIn(node, element));
}

function withIn(node, element) {
  if (!React.isValidElement(node) || node.props.children === undefined) return node;
  const { children, className } = node.props;
  const list = Array.isArray(children) ? children : [children];
  if (
    String(className ?? '')
      .split(/\s+/)
      .includes(PAGE_CLASS)
  )
    return React.cloneElement(node, undefined, ...list, element);
  const mapped = list.map((child) => withIn(child, element));
  if (mapped.every((child, index) => child === list[index])) return node;
  return React.cloneElement(node, undefined, ...mapped);
}
