// Node has the WebAssembly global, but its type lives only in TypeScript's DOM library, which a
// server must not pull in. This declares the small part the schema engine loader uses.
declare namespace WebAssembly {
  type ImportValue = unknown;
  type ModuleImports = Record<string, ImportValue>;
  type Imports = Record<string, ModuleImports>;
  interface Instance {
    readonly exports: Record<string, unknown>;
  }
  interface WebAssemblyInstantiatedSource {
    instance: Instance;
  }
  function instantiate(
    bytes: BufferSource,
    imports?: Imports,
  ): Promise<WebAssemblyInstantiatedSource>;
}
