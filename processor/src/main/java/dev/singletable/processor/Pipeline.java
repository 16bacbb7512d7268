package dev.singletable.processor;

import com.squareup.javapoet.JavaFile;
import dev.singletable.processor.generate.CollectionGenerator;
import dev.singletable.processor.generate.KeysGenerator;
import dev.singletable.processor.generate.MapperGenerator;
import dev.singletable.processor.generate.NodeKeysGenerator;
import dev.singletable.processor.generate.NodeMapperGenerator;
import dev.singletable.processor.generate.NodeRepositoryGenerator;
import dev.singletable.processor.generate.RepositoryGenerator;
import dev.singletable.processor.generate.TableGenerator;
import dev.singletable.processor.generate.UpdateGenerator;
import dev.singletable.processor.model.CollectionModel;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.ModelFactory;
import dev.singletable.processor.model.NodeModel;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.ValueKind;
import dev.singletable.processor.read.Annotations;
import dev.singletable.processor.read.EdgeDeclaration;
import dev.singletable.processor.read.ItemTypeDeclaration;
import dev.singletable.processor.read.Location;
import dev.singletable.processor.read.NodeDeclaration;
import dev.singletable.processor.read.MarkerReader;
import dev.singletable.processor.read.StrayMarker;
import dev.singletable.processor.validate.ItemRules;
import dev.singletable.processor.validate.Finding;
import dev.singletable.processor.validate.Message;
import dev.singletable.processor.validate.Report;
import dev.singletable.processor.validate.Reporter;
import dev.singletable.processor.validate.TableRules;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/** The processor's state across rounds, and the steps of one round. */
final class Pipeline {
  private final ProcessingEnvironment environment;
  private final Function<TypeElement, ItemTypeDeclaration> reader;
  private final Reporter reporter;
  private final GeneratedFiles files;
  private final Options options;
  private final Set<String> deferred = new LinkedHashSet<>();
  private final Map<String, List<ItemTypeDeclaration>> pending = new TreeMap<>();
  private final Set<String> generatedTables = new HashSet<>();

  Pipeline(ProcessingEnvironment environment, Function<TypeElement, ItemTypeDeclaration> reader,
      Reporter reporter, Options options) {
    this.environment = environment;
    this.reader = reader;
    this.reporter = reporter;
    this.files = new GeneratedFiles(environment.getFiler());
    this.options = options;
  }

  void round(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    for (StrayMarker stray : MarkerReader.strays(round, annotations)) {
      reporter.print(Finding.of(stray.at().element(), Message.STRAY_MARKER, stray.at(),
          stray.annotation(), stray.records(), stray.owner(), stray.annotation(), stray.records()));
    }
    Set<String> waiting = new HashSet<>();
    for (TypeElement item : itemsOf(round)) {
      safely(item, () -> read(item, round, waiting));
    }
    if (!round.processingOver()) {
      for (String table : new ArrayList<>(pending.keySet())) {
        if (!waiting.contains(table)) {
          generateTable(table, pending.remove(table));
        }
      }
    }
  }

  /** This round's {@code @Edge} and {@code @Node} types, and the ones deferred from the round before. */
  private Set<TypeElement> itemsOf(RoundEnvironment round) {
    Set<TypeElement> items = new LinkedHashSet<>();
    for (String name : deferred) {
      items.add(environment.getElementUtils().getTypeElement(name));
    }
    deferred.clear();
    for (String annotation : List.of(Annotations.EDGE, Annotations.NODE)) {
      TypeElement type = environment.getElementUtils().getTypeElement(annotation);
      if (type != null) {
        for (Element element : round.getElementsAnnotatedWith(type)) {
          items.add((TypeElement) element);
        }
      }
    }
    return items;
  }

  /**
   * Reads and checks one record. A record whose types do not resolve yet is deferred, and its table
   * added to {@code waiting}: a table is generated only when all its records are known.
   */
  private void read(TypeElement item, RoundEnvironment round, Set<String> waiting) {
    ItemTypeDeclaration declaration = reader.apply(item);
    if (declaration.hasUnresolvedTypes()) {
      if (!round.processingOver()) {
        deferred.add(declaration.qualifiedName());
        waiting.add(declaration.table());
      } else if (!round.errorRaised()) {
        declaration.components().stream().filter(c -> c.type().kind() == ValueKind.UNRESOLVED)
            .forEach(c -> reporter.print(Finding.of(item, Message.UNRESOLVED_TYPE, c.at(),
                declaration.simpleName() + "." + c.name(), c.type().display())));
      }
      return;
    }
    Report report = new Report(ItemRules.check(declaration));
    reporter.print(report);
    if (report.isClean(item)) {
      pending.computeIfAbsent(declaration.table(), t -> new ArrayList<>()).add(declaration);
    }
  }

  /**
   * Checks the table's records together, builds the whole table model from the clean ones, then
   * writes each record's files and the table's.
   */
  private void generateTable(String table, List<ItemTypeDeclaration> declarations) {
    if (generatedTables.contains(table)) {
      for (ItemTypeDeclaration late : declarations) {
        reporter.print(Finding.of(late.element(), Message.LATE_RECORD, Location.of(late.element()),
            late.simpleName(), table));
      }
      return;
    }
    generatedTables.add(table);
    declarations.sort(Comparator.comparing(ItemTypeDeclaration::qualifiedName));
    Report report = new Report(TableRules.check(table, declarations));
    reporter.print(report);
    Map<ItemTypeModel, TypeElement> origins = new LinkedHashMap<>();
    List<EdgeModel> edges = new ArrayList<>();
    for (ItemTypeDeclaration declaration : declarations) {
      if (declaration instanceof EdgeDeclaration edge && report.isClean(edge.element())) {
        safely(edge.element(), () -> {
          EdgeModel model = ModelFactory.edge(edge);
          edges.add(model);
          origins.put(model, edge.element());
        });
      }
    }
    for (ItemTypeDeclaration declaration : declarations) {
      if (declaration instanceof NodeDeclaration node && report.isClean(node.element())) {
        safely(node.element(), () -> ModelFactory.node(node, edges).ifPresent(model -> origins.put(model, node.element())));
      }
    }
    if (!origins.isEmpty()) {
      List<ItemTypeModel> items = new ArrayList<>(origins.keySet());
      items.sort(Comparator.comparing(item -> item.record().canonicalName()));
      generate(ModelFactory.table(table, items), origins);
    }
  }

  /**
   * Writes each item type's files, then the table's. An item type whose file name another type holds
   * is left out of the table class, so that the table does not name a class that is not ours.
   */
  private void generate(TableModel table, Map<ItemTypeModel, TypeElement> origins) {
    List<ItemTypeModel> written = new ArrayList<>();
    for (ItemTypeModel item : table.items()) {
      TypeElement origin = origins.get(item);
      safely(origin, () -> {
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
    safely(elements[0], () -> {
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
    return inOrder(edge, KeysGenerator.generate(edge), MapperGenerator.generate(edge), List.of(),
        RepositoryGenerator.generate(edge, table.countersOf(edge)),
        options.async() ? Optional.of(RepositoryGenerator.generateAsync(edge, table.countersOf(edge))) : Optional.empty());
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

  /** Runs one step for one element; an exception becomes an error on that element, never a javac crash. */
  private void safely(Element element, Runnable step) {
    try {
      step.run();
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      StringWriter trace = new StringWriter();
      e.printStackTrace(new PrintWriter(trace));
      reporter.print(Finding.of(element, Message.INTERNAL_ERROR, Location.of(element), element, trace));
    }
  }
}
