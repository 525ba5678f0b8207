// The workspace's own lint rules: the apps' shape and import lanes, and file names.
import { createAppShapeRule } from './app-shape.mjs';
import { createFileNamesRule } from './file-names.mjs';

export function createLobbyPlugin(repoRoot) {
  return {
    meta: { name: 'lobby' },
    rules: {
      'app-shape': createAppShapeRule(repoRoot),
      'file-names': createFileNamesRule(repoRoot),
    },
  };
}
