/**
 * ESLint rule `local/hooks-only`: a module under a `hooks/` folder holds React hooks only. Every
 * value it exports must be a function named `use…`; types and interfaces may be exported beside
 * them. Pure helpers belong elsewhere (e.g. the feature's `lib/`), where they can be tested alone.
 */
const isHookName = (name) => /^use[A-Z0-9]/.test(name);

/** @type {import('eslint').Rule.RuleModule} */
export const hooksOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules in hooks/ folders export only React hooks (use… functions)' },
    schema: [],
    messages: {
      notHook: '`{{name}}` is exported from a hooks/ module but is not a React hook (a `use…` function); move it out of hooks/.',
      defaultExport: 'Modules in hooks/ folders use named exports of `use…` functions, not a default export.',
      reExport: 'Modules in hooks/ folders do not re-export other modules.',
    },
  },
  create(context) {
    /** Top-level function declarations and `const x = () => …` / `function` expressions, by name. */
    const functions = new Set();
    const report = (node, name) => {
      if (!isHookName(name) || !functions.has(name)) context.report({ node, messageId: 'notHook', data: { name } });
    };
    return {
      'Program > FunctionDeclaration'(node) {
        if (node.id) functions.add(node.id.name);
      },
      'Program > ExportNamedDeclaration > FunctionDeclaration'(node) {
        if (node.id) functions.add(node.id.name);
      },
      'VariableDeclarator'(node) {
        const init = node.init;
        if (node.id.type === 'Identifier' && init && (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression')) {
          functions.add(node.id.name);
        }
      },
      ExportDefaultDeclaration(node) {
        context.report({ node, messageId: 'defaultExport' });
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== 'type') context.report({ node, messageId: 'reExport' });
      },
      'Program:exit'(program) {
        for (const node of program.body) {
          if (node.type !== 'ExportNamedDeclaration' || node.exportKind === 'type') continue;
          const declaration = node.declaration;
          if (declaration) {
            if (declaration.type === 'FunctionDeclaration' && declaration.id) report(declaration.id, declaration.id.name);
            else if (declaration.type === 'VariableDeclaration') {
              for (const declarator of declaration.declarations) {
                if (declarator.id.type === 'Identifier') report(declarator.id, declarator.id.name);
                else context.report({ node: declarator, messageId: 'notHook', data: { name: '(destructured)' } });
              }
            } else if (declaration.type === 'ClassDeclaration' || declaration.type === 'TSEnumDeclaration') {
              report(declaration.id ?? node, declaration.id?.name ?? '(anonymous)');
            }
            // TSInterfaceDeclaration, TSTypeAliasDeclaration: types are fine.
            continue;
          }
          if (node.source) {
            context.report({ node, messageId: 'reExport' });
            continue;
          }
          for (const specifier of node.specifiers) {
            if (specifier.exportKind === 'type') continue;
            const local = specifier.local.type === 'Identifier' ? specifier.local.name : String(specifier.local.value);
            if (!isHookName(local) || !functions.has(local)) {
              const exported = specifier.exported.type === 'Identifier' ? specifier.exported.name : String(specifier.exported.value);
              context.report({ node: specifier, messageId: 'notHook', data: { name: exported } });
            }
          }
        }
      },
    };
  },
};

/** The project's local ESLint plugin. */
export default { meta: { name: 'local' }, rules: { 'hooks-only': hooksOnly } };
