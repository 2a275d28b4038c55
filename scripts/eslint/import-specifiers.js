/**
 * What the import rules share: their one option (the source folder they judge) and the listeners
 * that hand every module specifier of a file (static and dynamic imports, re-exports) to `check`.
 */
export const SRC_DIR_OPTION = [
  { type: 'object', properties: { srcDir: { type: 'string' } }, required: ['srcDir'] },
];

/** @param {(node: import('estree').Node, specifier: unknown) => void} check */
export function specifierListeners(check) {
  return {
    ImportDeclaration: (node) => check(node.source, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
    ExportAllDeclaration: (node) => check(node.source, node.source.value),
    ImportExpression: (node) =>
      node.source.type === 'Literal' && check(node.source, node.source.value),
  };
}
