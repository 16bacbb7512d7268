package dev.singletable.processor;

import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.ModelFactory;
import dev.singletable.processor.read.Annotations;
import dev.singletable.processor.read.EdgeDeclaration;
import dev.singletable.processor.read.ItemTypeDeclaration;
import dev.singletable.processor.read.Location;
import dev.singletable.processor.read.MarkerReader;
import dev.singletable.processor.read.NodeDeclaration;
import dev.singletable.processor.read.StrayMarker;
import dev.singletable.processor.read.ValueKind;
import dev.singletable.processor.validate.Finding;
import dev.singletable.processor.validate.ItemRules;
import dev.singletable.processor.validate.Message;
import dev.singletable.processor.validate.NameRules;
import dev.singletable.processor.validate.Report;
import dev.singletable.processor.validate.Reporter;
import dev.singletable.processor.validate.TableRules;
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

/**
 * The processor's state across rounds, and the steps of one round: read and check each record,
 * check the generated type names of the round's records against each other and every record read
 * before, check each table whose records are all known, model it, and hand the model to the
 * {@link TableWriter}. Every step runs under the {@link Guard}.
 */
final class Pipeline {
  private final ProcessingEnvironment environment;
  private final Function<TypeElement, ItemTypeDeclaration> reader;
  private final Reporter reporter;
  private final Guard guard;
  private final TableWriter writer;
  private final Set<String> deferred = new LinkedHashSet<>();
  private final Map<String, List<ItemTypeDeclaration>> pending = new TreeMap<>();
  private final Set<String> generatedTables = new HashSet<>();
  private final List<ItemTypeDeclaration> named = new ArrayList<>();

  Pipeline(ProcessingEnvironment environment, Function<TypeElement, ItemTypeDeclaration> reader,
      Reporter reporter, Options options) {
    this.environment = environment;
    this.reader = reader;
    this.reporter = reporter;
    this.guard = new Guard(reporter);
    this.writer = new TableWriter(new GeneratedFiles(environment.getFiler()), new ModelFiles(environment.getFiler()),
        reporter, guard, options);
  }

  void round(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    for (StrayMarker stray : MarkerReader.strays(round, annotations)) {
      reporter.print(Finding.of(stray.at().element(), Message.STRAY_MARKER, stray.at(),
          stray.annotation(), stray.records(), stray.owner(), stray.annotation(), stray.records()));
    }
    for (StrayMarker stray : MarkerReader.strayIndexes(round, annotations)) {
      reporter.print(Finding.of(stray.at().element(), Message.STRAY_INDEX, stray.at(), stray.owner()));
    }
    Set<String> waiting = new HashSet<>();
    List<ItemTypeDeclaration> fresh = new ArrayList<>();
    for (TypeElement item : itemsOf(round)) {
      guard.run(item, () -> read(item, round, waiting).ifPresent(fresh::add));
    }
    Report names = new Report(NameRules.check(fresh, named));
    reporter.print(names);
    named.addAll(fresh);
    for (ItemTypeDeclaration declaration : fresh) {
      if (names.isClean(declaration.element())) {
        pending.computeIfAbsent(declaration.table(), t -> new ArrayList<>()).add(declaration);
      }
    }
    if (!round.processingOver()) {
      for (String table : new ArrayList<>(pending.keySet())) {
        if (!waiting.contains(table)) {
          generateTable(table, pending.remove(table));
        }
      }
    } else {
      writer.writeProviders();
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
   * Reads and checks one record on its own: the declaration if it passed. A record whose types do
   * not resolve yet is deferred, and its table added to {@code waiting}: a table is generated only
   * when all its records are known.
   */
  private Optional<ItemTypeDeclaration> read(TypeElement item, RoundEnvironment round, Set<String> waiting) {
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
      return Optional.empty();
    }
    Report report = new Report(ItemRules.check(declaration));
    reporter.print(report);
    return report.isClean(item) ? Optional.of(declaration) : Optional.empty();
  }

  /**
   * Checks the table's records together, builds the whole table model from the clean ones, then
   * has the {@link TableWriter} write each record's files and the table's.
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
        guard.run(edge.element(), () -> {
          EdgeModel model = ModelFactory.edge(edge);
          edges.add(model);
          origins.put(model, edge.element());
        });
      }
    }
    for (ItemTypeDeclaration declaration : declarations) {
      if (declaration instanceof NodeDeclaration node && report.isClean(node.element())) {
        guard.run(node.element(),
            () -> ModelFactory.node(node, edges).ifPresent(model -> origins.put(model, node.element())));
      }
    }
    if (!origins.isEmpty()) {
      List<ItemTypeModel> items = new ArrayList<>(origins.keySet());
      items.sort(Comparator.comparing(item -> item.record().canonicalName()));
      writer.write(ModelFactory.table(table, items), origins);
    }
  }
}
