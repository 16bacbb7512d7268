/**
 * A user's application as a named module: what a module-path build of generated code needs, as
 * docs/guide/modules.md says.
 */
module com.example.modular {
  requires dev.singletable.runtime;
  requires static dev.singletable.annotations;
  requires static java.compiler;

  exports com.example.modular;

  provides dev.singletable.runtime.TableProvider with com.example.modular.ModularTableProvider;
}
