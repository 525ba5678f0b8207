// File names across the front end (GUIDE.md section 5): PascalCase for React components,
// kebab-case for everything else, folders kebab-case. The name is checked up to its first dot,
// so 'BannerCarousel.first-paint.test.tsx' and 'use-request.test.tsx' are both judged by their
// first part. A .ts file holds no JSX, so a PascalCase name there is a mistake too.
import path from 'node:path';

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CHECKED = /^(host|remote-[a-z]+|shared)$/;

export function fileNameProblem(file, repoRoot) {
  const relative = path.relative(repoRoot, file).split(path.sep);
  if (!CHECKED.test(relative[0]) || relative[1] !== 'src') return null;
  for (const folder of relative.slice(2, -1)) {
    if (!KEBAB.test(folder)) return `folder names are kebab-case (${folder})`;
  }
  const base = relative.at(-1);
  const stem = base.split('.')[0];
  const extension = path.extname(base);
  if (PASCAL.test(stem)) {
    return extension === '.tsx'
      ? null
      : `PascalCase names are for React components (.tsx): ${base}`;
  }
  if (KEBAB.test(stem)) return null;
  return `file names are PascalCase for React components, kebab-case for everything else (${base})`;
}

/** The name of a stylesheet an import names: the same kebab-case rule (CSS is not linted). */
export function styleSheetNameProblem(specifier) {
  if (!specifier.endsWith('.css') || (!specifier.startsWith('.') && !specifier.startsWith('@/'))) {
    return null;
  }
  const stem = path.basename(specifier).split('.')[0];
  return KEBAB.test(stem) ? null : `stylesheet names are kebab-case (${path.basename(specifier)})`;
}

export function createFileNamesRule(repoRoot) {
  return {
    meta: {
      type: 'suggestion',
      docs: { description: 'PascalCase for React components, kebab-case for every other file' },
      schema: [],
    },
    create(context) {
      const problem = fileNameProblem(context.filename, repoRoot);
      return {
        Program(node) {
          if (problem) context.report({ node, loc: { line: 1, column: 0 }, message: problem });
        },
        ImportDeclaration(node) {
          const styleProblem = styleSheetNameProblem(String(node.source.value));
          if (styleProblem) context.report({ node: node.source, message: styleProblem });
        },
      };
    },
  };
}
