package dev.singletable.processor;

import com.squareup.javapoet.JavaFile;
import dev.singletable.processor.generate.CollectionGenerator;
import dev.singletable.processor.generate.EdgeKeysGenerator;
import dev.singletable.processor.generate.EdgeMapperGenerator;
import dev.singletable.processor.generate.EdgeRepositoryGenerator;
import dev.singletable.processor.generate.NodeKeysGenerator;
import dev.singletable.processor.generate.NodeMapperGenerator;
import dev.singletable.processor.generate.NodeRepositoryGenerator;
import dev.singletable.processor.generate.TableGenerator;
import dev.singletable.processor.generate.UpdateGenerator;
import dev.singletable.processor.model.CollectionModel;
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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * The generate step of the {@link Pipeline}: writes a whole table model's files, each item type's
 * (keys, mapper, typed update, a node's item collection, the repositories), then the table classes;
 * the async repositories and table class only if the {@link Options} ask for them.
 * An item type whose file name another type holds is left out of the table class, so that the table
 * does not name a class that is not ours.
 */
final class TableWriter {
  private final GeneratedFiles files;
  private final Reporter reporter;
  private final Guard guard;
  private final Options options;

  TableWriter(GeneratedFiles files, Reporter reporter, Guard guard, Options options) {
    this.files = files;
    this.reporter = reporter;
    this.guard = guard;
    this.options = options;
  }

  /** Writes each item type's files, then the table's; {@code origins} maps each item type to its record. */
  void write(TableModel table, Map<ItemTypeModel, TypeElement> origins) {
    List<ItemTypeModel> written = new ArrayList<>();
    for (ItemTypeModel item : table.items()) {
      TypeElement origin = origins.get(item);
      guard.run(origin, () -> {
        for (JavaFile file : filesOf(item, table)) {
          if (!write(file, origin.getSimpleName().toString(), origin, Location.of(origin), origin)) {
            return;
          }
        }
        written.add(item);
      });
    }
    if (written.isEmpty()) {
      return;
    }
    TableModel model = written.size() == table.items().size() ? table : ModelFactory.table(table.name(), written);
    Element[] elements = written.stream().map(origins::get).toArray(Element[]::new);
    String owner = "table " + table.name();
    Location at = Location.of(elements[0]);
    guard.run(elements[0], () -> {
      if (write(TableGenerator.generate(model), owner, elements[0], at, elements) && options.async()) {
        write(TableGenerator.generateAsync(model), owner, elements[0], at, elements);
      }
    });
  }

  /** The files of one item type, in the order they are written; the async repository only if the options ask. */
  private List<JavaFile> filesOf(ItemTypeModel item, TableModel table) {
    if (item instanceof NodeModel node) {
      Optional<CollectionModel> collection = table.collectionOf(node);
      return inOrder(node, NodeKeysGenerator.generate(node), NodeMapperGenerator.generate(node),
          collection.map(CollectionGenerator::generate).stream().toList(),
          NodeRepositoryGenerator.generate(node, collection),
          options.async() ? Optional.of(NodeRepositoryGenerator.generateAsync(node, collection)) : Optional.empty());
    }
    EdgeModel edge = (EdgeModel) item;
    return inOrder(edge, EdgeKeysGenerator.generate(edge), EdgeMapperGenerator.generate(edge), List.of(),
        EdgeRepositoryGenerator.generate(edge, table.countersOf(edge)),
        options.async() ? Optional.of(EdgeRepositoryGenerator.generateAsync(edge, table.countersOf(edge))) : Optional.empty());
  }

  /**
   * Keys, mapper, the typed update if the item type has attributes to change, a node's item
   * collection, then the repositories, which name the update and the collection: if a name is taken,
   * they are not written.
   */
  private static List<JavaFile> inOrder(ItemTypeModel item, JavaFile keys, JavaFile mapper,
      List<JavaFile> collection, JavaFile repository, Optional<JavaFile> asyncRepository) {
    List<JavaFile> files = new ArrayList<>(List.of(keys, mapper));
    if (!item.attributes().isEmpty()) {
      files.add(UpdateGenerator.generate(item));
    }
    files.addAll(collection);
    files.add(repository);
    asyncRepository.ifPresent(files::add);
    return files;
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
