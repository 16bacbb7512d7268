package dev.singletable.processor;

import com.squareup.javapoet.JavaFile;
import dev.singletable.processor.generate.KeysGenerator;
import dev.singletable.processor.generate.MapperGenerator;
import dev.singletable.processor.generate.RepositoryGenerator;
import dev.singletable.processor.generate.TableGenerator;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.ModelFactory;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.ValueKind;
import dev.singletable.processor.read.Annotations;
import dev.singletable.processor.read.EdgeDeclaration;
import dev.singletable.processor.read.Location;
import dev.singletable.processor.read.MarkerReader;
import dev.singletable.processor.read.StrayMarker;
import dev.singletable.processor.validate.EdgeRules;
import dev.singletable.processor.validate.Finding;
import dev.singletable.processor.validate.Message;
import dev.singletable.processor.validate.Reporter;
import dev.singletable.processor.validate.TableRules;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
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
  private final Function<TypeElement, EdgeDeclaration> reader;
  private final Reporter reporter;
  private final GeneratedFiles files;
  private final Set<String> deferred = new LinkedHashSet<>();
  private final Map<String, List<EdgeDeclaration>> pending = new TreeMap<>();
  private final Set<String> generatedTables = new HashSet<>();

  Pipeline(ProcessingEnvironment environment, Function<TypeElement, EdgeDeclaration> reader) {
    this.environment = environment;
    this.reader = reader;
    this.reporter = new Reporter(environment.getMessager());
    this.files = new GeneratedFiles(environment.getFiler());
  }

  void round(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    for (StrayMarker stray : MarkerReader.strays(round, annotations)) {
      reporter.report(Finding.of(Message.STRAY_MARKER, stray.at(),
          stray.annotation(), stray.owner(), stray.annotation()));
    }
    Set<String> waiting = new HashSet<>();
    for (TypeElement edge : edgesOf(round)) {
      safely(edge, () -> read(edge, round, waiting));
    }
    if (!round.processingOver()) {
      for (String table : new ArrayList<>(pending.keySet())) {
        if (!waiting.contains(table)) {
          generateTable(table, pending.remove(table));
        }
      }
    }
  }

  /** This round's {@code @Edge} types, and the ones deferred from the round before. */
  private List<TypeElement> edgesOf(RoundEnvironment round) {
    List<TypeElement> edges = new ArrayList<>();
    for (String name : deferred) {
      edges.add(environment.getElementUtils().getTypeElement(name));
    }
    deferred.clear();
    TypeElement edge = environment.getElementUtils().getTypeElement(Annotations.EDGE);
    if (edge != null) {
      for (Element element : round.getElementsAnnotatedWith(edge)) {
        edges.add((TypeElement) element);
      }
    }
    return edges;
  }

  /**
   * Reads and checks one record. A record whose types do not resolve yet is deferred, and its table
   * added to {@code waiting}: a table is generated only when all its records are known.
   */
  private void read(TypeElement edge, RoundEnvironment round, Set<String> waiting) {
    EdgeDeclaration declaration = reader.apply(edge);
    if (declaration.hasUnresolvedTypes()) {
      if (!round.processingOver()) {
        deferred.add(declaration.qualifiedName());
        waiting.add(declaration.table());
      } else if (!round.errorRaised()) {
        declaration.components().stream().filter(c -> c.type().kind() == ValueKind.UNRESOLVED)
            .forEach(c -> reporter.report(Finding.of(Message.UNRESOLVED_TYPE, c.at(),
                declaration.simpleName() + "." + c.name(), c.type().display())));
      }
      return;
    }
    if (!reporter.report(EdgeRules.check(declaration))) {
      pending.computeIfAbsent(declaration.table(), t -> new ArrayList<>()).add(declaration);
    }
  }

  /** Checks the table's records together, then writes each clean record's files and the table's. */
  private void generateTable(String table, List<EdgeDeclaration> declarations) {
    if (generatedTables.contains(table)) {
      for (EdgeDeclaration late : declarations) {
        reporter.report(Finding.of(Message.LATE_RECORD, Location.of(late.element()), late.simpleName(), table));
      }
      return;
    }
    generatedTables.add(table);
    declarations.sort(Comparator.comparing(EdgeDeclaration::qualifiedName));
    List<Finding> findings = TableRules.check(table, declarations);
    reporter.report(findings);
    Set<Element> rejected = new HashSet<>();
    findings.stream().filter(Finding::isError).map(Finding::at).map(Pipeline::recordOf).forEach(rejected::add);
    List<EdgeModel> models = new ArrayList<>();
    List<Element> origins = new ArrayList<>();
    for (EdgeDeclaration declaration : declarations) {
      if (rejected.contains(declaration.element())) {
        continue;
      }
      safely(declaration.element(), () -> {
        EdgeModel model = ModelFactory.edge(declaration);
        for (JavaFile file : List.of(KeysGenerator.generate(model), MapperGenerator.generate(model),
            RepositoryGenerator.generate(model), RepositoryGenerator.generateAsync(model))) {
          if (!write(file, declaration.simpleName(), Location.of(declaration.element()), declaration.element())) {
            return;
          }
        }
        models.add(model);
        origins.add(declaration.element());
      });
    }
    if (!models.isEmpty()) {
      safely(origins.get(0), () -> {
        TableModel model = ModelFactory.table(table, models);
        Element[] elements = origins.toArray(new Element[0]);
        if (write(TableGenerator.generate(model), "table " + table, Location.of(origins.get(0)), elements)) {
          write(TableGenerator.generateAsync(model), "table " + table, Location.of(origins.get(0)), elements);
        }
      });
    }
  }

  /** Writes one file; a name that another type already holds is an error on {@code at}. */
  private boolean write(JavaFile file, String owner, Location at, Element... origins) {
    try {
      files.write(file, origins);
      return true;
    } catch (GeneratedFiles.NameTakenException e) {
      reporter.report(Finding.of(Message.GENERATED_NAME_TAKEN, at, e.name(), owner));
      return false;
    }
  }

  /** The record a finding is about: the record itself, or the record whose component it is on. */
  private static Element recordOf(Location at) {
    Element element = at.element();
    return element instanceof TypeElement ? element : element.getEnclosingElement();
  }

  /** Runs one step for one element; an exception becomes an error on that element, never a javac crash. */
  private void safely(Element element, Runnable step) {
    try {
      step.run();
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      StringWriter trace = new StringWriter();
      e.printStackTrace(new PrintWriter(trace));
      reporter.report(Finding.of(Message.INTERNAL_ERROR, Location.of(element), element, trace));
    }
  }
}
