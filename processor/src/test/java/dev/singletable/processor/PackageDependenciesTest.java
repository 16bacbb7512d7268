package dev.singletable.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The stages of the processor ({@link SingleTableProcessor}) depend on each other in one direction:
 * {@code read/} on none of the others, {@code validate/} and {@code model/} on {@code read/} (and the
 * rules on the model's names), {@code generate/} and {@code export/} on {@code model/} alone. A scan of
 * the imports and qualified names in each stage's sources.
 */
class PackageDependenciesTest {
  private static final Path SOURCES = Path.of("src/main/java/dev/singletable/processor");
  private static final Pattern IMPORT = Pattern.compile("^import (?:static )?([\\w.]+)(?:\\.\\*)?;", Pattern.MULTILINE);
  private static final Pattern STAGE = Pattern.compile("\\bdev\\.singletable\\.processor\\.(\\w+)\\.");

  @Test
  void readUsesNoLaterStage() {
    assertEquals(List.of(), stagesUsed("read", "model", "validate", "generate", "export"));
  }

  @Test
  void modelUsesNeitherRulesNorGenerators() {
    assertEquals(List.of(), stagesUsed("model", "validate", "generate", "export"));
  }

  @Test
  void validateUsesNoGenerator() {
    assertEquals(List.of(), stagesUsed("validate", "generate", "export"));
  }

  /**
   * The model files are made from the model alone, as the sources are, and neither output kind uses the
   * other: the exports import the model, the key layout, JavaPoet's type names and the JDK.
   */
  @Test
  void exportImportsOnlyTheModel() {
    List<String> allowed = List.of("dev.singletable.processor.model.", "dev.singletable.processor.export.",
        "dev.singletable.layout.", "com.squareup.javapoet.", "java.");
    List<String> found = new ArrayList<>();
    for (Path file : sources("export")) {
      Matcher imports = IMPORT.matcher(read(file));
      while (imports.find()) {
        if (allowed.stream().noneMatch(imports.group(1)::startsWith)) {
          found.add(file.getFileName() + " imports " + imports.group(1));
        }
      }
    }
    found.addAll(stagesUsed("export", "read", "validate", "generate"));
    found.addAll(stagesUsed("generate", "export"));
    assertEquals(List.of(), found);
  }

  /** Generators see the model only: JavaPoet, the key layout and the JDK besides, never a type mirror. */
  @Test
  void generateImportsOnlyTheModel() {
    List<String> allowed = List.of("dev.singletable.processor.model.", "dev.singletable.layout.",
        "com.squareup.javapoet.", "java.", "javax.lang.model.element.Modifier");
    List<String> found = new ArrayList<>();
    for (Path file : sources("generate")) {
      Matcher imports = IMPORT.matcher(read(file));
      while (imports.find()) {
        String imported = imports.group(1);
        if (allowed.stream().noneMatch(imported::startsWith)) {
          found.add(file.getFileName() + " imports " + imported);
        }
      }
    }
    found.addAll(stagesUsed("generate", "read", "validate"));
    assertEquals(List.of(), found);
  }

  /**
   * Generators use helpers, never each other: no file of {@code generate/} names a generator but its
   * own class and their base, so what two generators share lives in a helper of its own.
   */
  @Test
  void noGeneratorIsUsedInsideGenerate() {
    Pattern generator = Pattern.compile("\\b(\\w+Generator)\\b");
    List<String> found = new ArrayList<>();
    for (Path file : sources("generate")) {
      String own = file.getFileName().toString().replace(".java", "");
      Matcher names = generator.matcher(read(file));
      while (names.find()) {
        if (!names.group(1).equals(own) && !names.group(1).equals("SourceFileGenerator")) {
          found.add(file.getFileName() + " names " + names.group(1));
        }
      }
    }
    assertEquals(List.of(), found);
  }

  /** Every use, in the package of {@code stage}, of a package of {@code others}: "Foo.java uses ...model.Bar". */
  private static List<String> stagesUsed(String stage, String... others) {
    List<String> found = new ArrayList<>();
    for (Path file : sources(stage)) {
      Matcher uses = STAGE.matcher(read(file));
      while (uses.find()) {
        if (List.of(others).contains(uses.group(1))) {
          found.add(file.getFileName() + " uses dev.singletable.processor." + uses.group(1));
        }
      }
    }
    return found;
  }

  private static List<Path> sources(String stage) {
    try (Stream<Path> files = Files.list(SOURCES.resolve(stage))) {
      List<Path> sources = files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
      if (sources.isEmpty()) {
        throw new IllegalStateException("no sources in " + SOURCES.resolve(stage).toAbsolutePath());
      }
      return sources;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
