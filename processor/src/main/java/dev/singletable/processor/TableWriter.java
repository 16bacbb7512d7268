package dev.singletable.processor;

import com.squareup.javapoet.JavaFile;
import dev.singletable.processor.export.ModelExports;
import dev.singletable.processor.generate.CollectionGenerator;
import dev.singletable.processor.generate.ConditionGenerator;
import dev.singletable.processor.generate.EdgeKeysGenerator;
import dev.singletable.processor.generate.EdgeMapperGenerator;
import dev.singletable.processor.generate.EdgeRepositoryGenerator;
import dev.singletable.processor.generate.Flavor;
import dev.singletable.processor.generate.NodeKeysGenerator;
import dev.singletable.processor.generate.NodeMapperGenerator;
import dev.singletable.processor.generate.NodeRepositoryGenerator;
import dev.singletable.processor.generate.ProviderGenerator;
import dev.singletable.processor.generate.SourceFileGenerator;
import dev.singletable.processor.generate.TableGenerator;
import dev.singletable.processor.generate.UpdateGenerator;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.ModelFactory;
import dev.singletable.processor.model.NodeModel;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.read.Location;
import dev.singletable.processor.validate.Finding;
import dev.singletable.processor.validate.Message;
import dev.singletable.processor.validate.Reporter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * The generate step of the {@link Pipeline}: writes a whole table model's files, each item type's,
 * then the table classes. Which files a model gets is a list of generators per model kind (edge, node,
 * table), in the order they are written; the async repositories and table class are there only if
 * the {@link Options} ask for them. An item type whose file name another type holds is left out of
 * the table class, so that the table does not name a class that is not ours. After the table classes,
 * the table's model descriptor and exports ({@link ModelFiles}), from the same model.
 */
final class TableWriter {
  private final GeneratedFiles files;
  private final ModelFiles modelFiles;
  private final Reporter reporter;
  private final Guard guard;
  private final Options options;
  private final List<Flavor> flavors;
  private final Set<String> providers = new TreeSet<>();
  private final List<Element> providerOrigins = new ArrayList<>();
  private final Set<String> providerTables = new TreeSet<>();

  TableWriter(GeneratedFiles files, ModelFiles modelFiles, Reporter reporter, Guard guard, Options options) {
    this.files = files;
    this.modelFiles = modelFiles;
    this.reporter = reporter;
    this.guard = guard;
    this.options = options;
    this.flavors = options.async() ? List.of(Flavor.SYNC, Flavor.ASYNC) : List.of(Flavor.SYNC);
  }

  /**
   * An edge's files: keys, mapper, the typed update (if it has attributes to change), the typed
   * conditions (if it stores a component), then the repositories, which name the update and the
   * conditions: if a name is taken, they are not written.
   */
  private List<SourceFileGenerator<? super EdgeModel>> edgeGenerators(TableModel table) {
    List<SourceFileGenerator<? super EdgeModel>> generators = new ArrayList<>();
    Collections.addAll(generators, new EdgeKeysGenerator(), new EdgeMapperGenerator(), new UpdateGenerator(),
        new ConditionGenerator());
    flavors.forEach(flavor -> generators.add(new EdgeRepositoryGenerator(table, flavor)));
    return generators;
  }

  /** A node's files: as an edge's, with its item collection (if edges start in its partition) before the repositories. */
  private List<SourceFileGenerator<? super NodeModel>> nodeGenerators(TableModel table) {
    List<SourceFileGenerator<? super NodeModel>> generators = new ArrayList<>();
    Collections.addAll(generators, new NodeKeysGenerator(), new NodeMapperGenerator(), new UpdateGenerator(),
        new ConditionGenerator(), new CollectionGenerator(table));
    flavors.forEach(flavor -> generators.add(new NodeRepositoryGenerator(table, flavor)));
    return generators;
  }

  /** A table's files: its table class, the async one, then its provider, which names them. */
  private List<SourceFileGenerator<TableModel>> tableGenerators() {
    List<SourceFileGenerator<TableModel>> generators = new ArrayList<>();
    flavors.forEach(flavor -> generators.add(new TableGenerator(flavor)));
    generators.add(new ProviderGenerator(options.async()));
    return generators;
  }

  /** Writes each item type's files, then the table's; {@code origins} maps each item type to its record. */
  void write(TableModel table, Map<ItemTypeModel, TypeElement> origins) {
    List<SourceFileGenerator<? super EdgeModel>> edgeGenerators = edgeGenerators(table);
    List<SourceFileGenerator<? super NodeModel>> nodeGenerators = nodeGenerators(table);
    List<ItemTypeModel> written = new ArrayList<>();
    for (ItemTypeModel item : table.items()) {
      TypeElement origin = origins.get(item);
      guard.run(origin, () -> {
        List<JavaFile> itemFiles = item instanceof EdgeModel edge ? generate(edgeGenerators, edge)
            : generate(nodeGenerators, (NodeModel) item);
        if (writeAll(itemFiles, origin.getSimpleName().toString(), origin, Location.of(origin), origin)) {
          written.add(item);
        }
      });
    }
    if (written.isEmpty()) {
      return;
    }
    TableModel model = written.size() == table.items().size() ? table : ModelFactory.table(table.name(), written);
    Element[] elements = written.stream().map(origins::get).toArray(Element[]::new);
    guard.run(elements[0], () -> {
      if (writeAll(generate(tableGenerators(), model), "table " + table.name(), elements[0], Location.of(elements[0]),
          elements) && writeModel(model, elements)) {
        providers.add(model.providerClassName().reflectionName());
        providerTables.add(model.name());
        Collections.addAll(providerOrigins, elements);
      }
    });
  }

  /**
   * Lists the providers of every table written in this build in {@code
   * META-INF/services/dev.singletable.runtime.TableProvider}, once, when the last round is over (the
   * file names every table of the compilation, so it is written after all of them), with the records
   * of those tables as its origins. Nothing when no table was written.
   */
  void writeProviders() {
    if (providers.isEmpty()) {
      return;
    }
    String path = "META-INF/services/" + TableProviderFile.SERVICE;
    Element[] origins = providerOrigins.toArray(Element[]::new);
    try {
      modelFiles.write(List.of(new ModelExports.ModelFile(path, TableProviderFile.text(providers))), origins);
    } catch (ModelFiles.WriteFailedException e) {
      reporter.print(Finding.of(origins[0], Message.MODEL_FILE_FAILED, Location.of(origins[0]),
          String.join(", ", providerTables),
          e.path(), e.reason()));
    }
  }

  /**
   * The table's model descriptor and the exports the options select, once the table class that reads
   * the descriptor is written; a file that cannot be written is an error about the table's first record
   * (false: the table is then not listed among the build's providers).
   */
  private boolean writeModel(TableModel table, Element[] origins) {
    try {
      modelFiles.write(ModelExports.of(table, options.async(), options.exports()), origins);
      return true;
    } catch (ModelFiles.WriteFailedException e) {
      reporter.print(Finding.of(origins[0], Message.MODEL_FILE_FAILED, Location.of(origins[0]), table.name(), e.path(),
          e.reason()));
      return false;
    }
  }

  /** The files of {@code model}, all built before any is written: a generator that throws leaves none of them. */
  private static <M> List<JavaFile> generate(List<? extends SourceFileGenerator<? super M>> generators, M model) {
    return generators.stream().flatMap(generator -> generator.generate(model).stream()).toList();
  }

  /** Writes {@code toWrite} in order up to the first whose name is taken; false if one was. */
  private boolean writeAll(List<JavaFile> toWrite, String owner, Element subject, Location at, Element... origins) {
    for (JavaFile file : toWrite) {
      if (!write(file, owner, subject, at, origins)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Writes one file of {@code owner} (a record, or a table, for the message); a name that another type
   * already holds is an error about {@code subject}, on {@code at}.
   */
  private boolean write(JavaFile file, String owner, Element subject, Location at, Element... origins) {
    try {
      files.write(file, origins);
      return true;
    } catch (GeneratedFiles.NameTakenException e) {
      reporter.print(Finding.of(subject, Message.GENERATED_NAME_TAKEN, at, e.name(), owner));
      return false;
    }
  }
}
