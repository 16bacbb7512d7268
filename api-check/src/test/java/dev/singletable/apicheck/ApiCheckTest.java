package dev.singletable.apicheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The check over a module compiled here, {@code lib}, whose dump is {@code lib/api/example-lib.api}:
 * a changed signature fails it with a diff and the update command, the same change with the dump
 * updated passes, and what is not API never fails it.
 */
class ApiCheckTest {

  private static final String SHELF = """
      package p;
      public class Shelf {
        public int size() { return count(); }
        private int count() { return 0; }
      }
      """;

  @TempDir
  Path root;

  @Test
  void aRenamedMethodFailsNamingTheOldAndTheNewMethodAndTheUpdateCommand() throws IOException {
    compile(SHELF);
    assertEquals(List.of(), run(true).problems());
    compile(SHELF.replace("int size()", "int length()"));

    ApiCheck.Result result = run(false);

    assertEquals(List.of("""
        example-lib, lib/api/example-lib.api:
          p.Shelf (changed)
            - public int size()
            + public int length()"""), result.problems());
    assertEquals("""
        The API differs from its dump (- in the dump, + in the compiled classes):
        example-lib, lib/api/example-lib.api:
          p.Shelf (changed)
            - public int size()
            + public int length()
        If the change is intended, update the dumps and commit them with the change and its CHANGELOG entry:
          mvn -B -pl api-check -am process-classes -Dapi.update
        then read git diff -- '*.api': it is what a reviewer sees.""", ApiCheck.failure(result.problems()));
  }

  @Test
  void theSameChangeWithTheDumpUpdatedPasses() throws IOException {
    compile(SHELF);
    run(true);
    compile(SHELF.replace("int size()", "int length()"));

    ApiCheck.Result update = run(true);
    ApiCheck.Result check = run(false);

    assertEquals(List.of("example-lib: wrote lib/api/example-lib.api"), update.report());
    assertTrue(dump().contains("  public int length()\n"), dump());
    assertEquals(List.of(), check.problems());
    assertEquals(List.of("example-lib: 1 class, as lib/api/example-lib.api records"), check.report());
  }

  @Test
  void changesOutsideTheApiPass() throws IOException {
    compile(SHELF);
    run(true);
    compile(SHELF.replace("private int count() { return 0; }", "private long total(int x) { return x; }")
        .replace("return count();", "return (int) total(1);")
        + "class Helper { public void help() {} }");

    assertEquals(List.of(), run(false).problems());
  }

  @Test
  void aChangedReturnTypeModifierOrThrowsClauseIsNamed() throws IOException {
    compile(SHELF);
    run(true);
    compile(SHELF.replace("public int size()", "public final long size() throws java.io.IOException")
        .replace("return count();", "return (long) count();"));

    assertEquals(List.of("""
        example-lib, lib/api/example-lib.api:
          p.Shelf (changed)
            - public int size()
            + public final long size() throws java.io.IOException"""), run(false).problems());
  }

  @Test
  void anAddedAndARemovedClassAreNamedWithAllTheirLines() throws IOException {
    compile(SHELF);
    run(true);
    Javac.compile(root.resolve("lib/target/classes"), Map.of("p/Rack.java", "package p; public interface Rack { void hold(); }"));

    assertEquals(List.of("""
        example-lib, lib/api/example-lib.api:
          p.Rack (added)
            + public interface p.Rack {
            + public abstract void hold()
          p.Shelf (removed)
            - public class p.Shelf {
            - public Shelf()
            - public int size()"""), run(false).problems());
  }

  @Test
  void aChangeInAnInternalPackageIsMarkedAsTheGeneratedCodeContract() throws IOException {
    Javac.compile(root.resolve("lib/target/classes"), Map.of(
        "module-info.java", "module lib { exports p; exports p.internal; }",
        "p/Shelf.java", SHELF,
        "p/internal/Keys.java", "package p.internal; public final class Keys { public static String of(int id) { return null; } }"));
    run(true, "lib:example-lib");
    Javac.compile(root.resolve("lib/target/classes"), Map.of(
        "module-info.java", "module lib { exports p; exports p.internal; }",
        "p/Shelf.java", SHELF,
        "p/internal/Keys.java", "package p.internal; public final class Keys { public static String of(long id) { return null; } }"));

    assertEquals(List.of("""
        example-lib, lib/api/example-lib.api:
          p.internal.Keys (changed, generated-code contract)
            - public static java.lang.String of(int)
            + public static java.lang.String of(long)"""), run(false, "lib:example-lib").problems());
  }

  @Test
  void aRenamedProcessorOptionFails() throws IOException {
    String processor = """
        package p;
        import java.util.Set;
        import javax.annotation.processing.*;
        import javax.lang.model.element.TypeElement;
        public final class Gen extends AbstractProcessor {
          @Override public Set<String> getSupportedOptions() { return Set.of("gen.async", "gen.exports"); }
          @Override public Set<String> getSupportedAnnotationTypes() { return Set.of("p.Make"); }
          @Override public boolean process(Set<? extends TypeElement> types, RoundEnvironment round) { return false; }
        }
        """;
    compileProcessor(processor);
    run(true, "lib:example-lib:classes=p.Gen");
    assertTrue(dump().contains("""
        annotation processor p.Gen {
          registered in META-INF/services/javax.annotation.processing.Processor
          option gen.async
          option gen.exports
          supported annotation type p.Make
        }
        """), dump());
    compileProcessor(processor.replace("gen.async", "gen.asynchronous"));

    assertEquals(List.of("""
        example-lib, lib/api/example-lib.api:
          p.Gen (changed)
            - option gen.async
            + option gen.asynchronous"""), run(false, "lib:example-lib:classes=p.Gen").problems());
  }

  @Test
  void aConstantOfTheBuildsVersionDoesNotChangeTheDumpWhenTheVersionDoes() throws IOException {
    String versioned = "package p; public final class Version { public static final String VERSION = \"%s\"; }";
    Javac.compile(root.resolve("lib/target/classes"), Map.of("p/Version.java", versioned.formatted("1.2.3")));
    ApiCheck.run(ApiCheck.Options.parse("--root", root.toString(), "--update", "true", "--version", "1.2.3",
        "--module", "lib:example-lib:packages=p"));
    Javac.compile(root.resolve("lib/target/classes"), Map.of("p/Version.java", versioned.formatted("1.3.0")));

    ApiCheck.Result check = ApiCheck.run(ApiCheck.Options.parse("--root", root.toString(), "--version", "1.3.0",
        "--module", "lib:example-lib:packages=p"));

    assertTrue(dump().contains("  public static final java.lang.String VERSION = \"${project.version}\"\n"), dump());
    assertEquals(List.of(), check.problems());
  }

  @Test
  void aMissingDumpOrAnEditedOneFails() throws IOException {
    compile(SHELF);
    assertEquals(List.of("example-lib: no dump lib/api/example-lib.api yet."), run(false).problems());

    run(true);
    Files.writeString(root.resolve("lib/api/example-lib.api"), dump().replace("# API", "# Our API"));

    assertEquals(List.of("example-lib: lib/api/example-lib.api has the same API, but its text is not what"
        + " api-check writes (an edited comment, a blank line, the order of its blocks)."), run(false).problems());
  }

  @Test
  void aModuleNotBuiltFails() throws IOException {
    assertEquals(List.of("example-lib: no compiled classes in lib/target/classes; build the module in the same run"
        + " (mvn -pl api-check -am ...)."), run(false).problems());
  }

  private void compile(String shelf) throws IOException {
    Javac.compile(root.resolve("lib/target/classes"), Map.of("p/Shelf.java", shelf));
  }

  private void compileProcessor(String source) throws IOException {
    Path classes = Javac.compile(root.resolve("lib/target/classes"), Map.of("p/Gen.java", source));
    Path service = classes.resolve(ProcessorFacts.SERVICE);
    Files.createDirectories(service.getParent());
    Files.writeString(service, "p.Gen\n");
  }

  private String dump() throws IOException {
    return Files.readString(root.resolve("lib/api/example-lib.api"));
  }

  private ApiCheck.Result run(boolean update) throws IOException {
    return run(update, "lib:example-lib:packages=p");
  }

  private ApiCheck.Result run(boolean update, String module) throws IOException {
    return ApiCheck.run(ApiCheck.Options.parse("--root", root.toString(), "--update", String.valueOf(update),
        "--module", module));
  }
}
