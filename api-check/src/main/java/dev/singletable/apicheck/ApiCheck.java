package dev.singletable.apicheck;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Fails the build when a published module's public or protected API is not the one recorded in its
 * dump, {@code <module>/api/<artifactId>.api}, naming what changed; with {@code --update true}
 * ({@code -Dapi.update}) it writes the dumps instead. {@code mvn verify} runs it on the modules'
 * compiled classes (api-check/pom.xml). Arguments: {@code --root DIR [--update true|false] [--version
 * V] --module FOLDER:ARTIFACT[:packages=a.b,a.c|:classes=a.b.C] ...}; a module without
 * {@code packages} or {@code classes} is dumped by the exports of its {@code module-info.class}.
 */
public final class ApiCheck {

  /** The one command that rewrites every dump from the classes it compiles. */
  static final String UPDATE_COMMAND = "mvn -B -pl api-check -am process-classes -Dapi.update";

  /**
   * A published module: its folder under the root, its artifactId, and what of it is dumped (null:
   * what its module-info exports).
   */
  record Module(String folder, String artifactId, Selection selection) {

    static Module parse(String argument) {
      String[] parts = argument.split(":");
      if (parts.length == 2) {
        return new Module(parts[0], parts[1], null);
      }
      if (parts.length == 3 && parts[2].startsWith("packages=")) {
        return new Module(parts[0], parts[1], new Selection(List.of(parts[2].substring(9).split(",")), Set.of()));
      }
      if (parts.length == 3 && parts[2].startsWith("classes=")) {
        List<String> classes = List.of(parts[2].substring(8).split(","));
        List<String> packages = classes.stream().map(name -> name.substring(0, name.lastIndexOf('.'))).distinct().toList();
        return new Module(parts[0], parts[1], new Selection(packages, Set.copyOf(classes)));
      }
      throw new IllegalArgumentException("not FOLDER:ARTIFACT[:packages=a.b,a.c|:classes=a.b.C]: " + argument);
    }

    /** The dump's path from the root, as messages show it. */
    String dump() {
      return folder + "/api/" + artifactId + ".api";
    }
  }

  /**
   * What to check: the repository's root, whether to write the dumps rather than check them, the
   * build's version (a constant of that value is dumped as {@code "${project.version}"}, so that a
   * release does not change the dump; null for none), the modules.
   */
  record Options(Path root, boolean update, String version, List<Module> modules) {

    static Options parse(String... args) {
      Path root = null;
      boolean update = false;
      String version = null;
      List<Module> modules = new ArrayList<>();
      for (int i = 0; i < args.length; i++) {
        switch (args[i]) {
          case "--root" -> root = Path.of(args[++i]).toAbsolutePath().normalize();
          case "--update" -> update = Boolean.parseBoolean(args[++i]);
          case "--version" -> version = args[++i];
          case "--module" -> modules.add(Module.parse(args[++i]));
          default -> throw new IllegalArgumentException("unknown argument " + args[i]);
        }
      }
      if (root == null || modules.isEmpty()) {
        throw new IllegalArgumentException(
            "usage: --root DIR [--update true|false] [--version V] --module FOLDER:ARTIFACT[:...] ...");
      }
      return new Options(root, update, version, List.copyOf(modules));
    }
  }

  /** The problems (none when every dump matches), and a line per module of what was checked or written. */
  record Result(List<String> problems, List<String> report) {}

  private ApiCheck() {}

  public static void main(String[] args) throws IOException {
    long start = System.nanoTime();
    Result result = run(Options.parse(args));
    result.report().forEach(line -> System.out.println("[api-check] " + line));
    System.out.printf("[api-check] %d ms%n", (System.nanoTime() - start) / 1_000_000);
    if (!result.problems().isEmpty()) {
      throw new Refused(failure(result.problems()));
    }
  }

  /** The build's failure: its message is all there is to say, so it carries no stack trace. */
  static final class Refused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Refused(String message) {
      super(message, null, false, false);
    }
  }

  /** The failure's text: each module's changes, then how to record them. */
  static String failure(List<String> problems) {
    return "The API differs from its dump (- in the dump, + in the compiled classes):\n"
        + String.join("\n", problems)
        + "\nIf the change is intended, update the dumps and commit them with the change and its CHANGELOG"
        + " entry:\n  " + UPDATE_COMMAND + "\nthen read git diff -- '*.api': it is what a reviewer sees.";
  }

  static Result run(Options options) throws IOException {
    List<String> problems = new ArrayList<>();
    List<String> report = new ArrayList<>();
    for (Module module : options.modules()) {
      Path classes = options.root().resolve(module.folder()).resolve("target/classes");
      if (!Files.isDirectory(classes)) {
        problems.add(module.artifactId() + ": no compiled classes in " + module.folder() + "/target/classes;"
            + " build the module in the same run (mvn -pl api-check -am ...).");
        continue;
      }
      Selection selection = module.selection() != null ? module.selection() : Selection.exports(classes);
      List<ApiType> types = new ArrayList<>(ApiReader.read(classes, selection));
      types.addAll(ProcessorFacts.read(classes));
      String text = ApiDump.text(module.artifactId(), types, options.version());
      Path dump = options.root().resolve(module.dump());
      String dumped = Files.isRegularFile(dump) ? Files.readString(dump, StandardCharsets.UTF_8) : null;
      if (options.update()) {
        if (!text.equals(dumped)) {
          Files.createDirectories(dump.getParent());
          Files.writeString(dump, text, StandardCharsets.UTF_8);
          report.add(module.artifactId() + ": wrote " + module.dump());
        } else {
          report.add(module.artifactId() + ": " + module.dump() + " is up to date");
        }
      } else if (dumped == null) {
        problems.add(module.artifactId() + ": no dump " + module.dump() + " yet.");
      } else if (!text.equals(dumped)) {
        problems.add(difference(module, ApiDiff.between(dumped, text)));
        report.add(module.artifactId() + ": differs from " + module.dump());
      } else {
        long count = types.stream().filter(type -> type.section() != ApiType.Section.PROCESSOR).count();
        report.add(module.artifactId() + ": " + count + (count == 1 ? " class" : " classes") + ", as " + module.dump()
            + " records");
      }
    }
    return new Result(problems, report);
  }

  private static String difference(Module module, List<ApiDiff.Change> changes) {
    if (changes.isEmpty()) {
      return module.artifactId() + ": " + module.dump() + " has the same API, but its text is not what"
          + " api-check writes (an edited comment, a blank line, the order of its blocks).";
    }
    return module.artifactId() + ", " + module.dump() + ":\n" + ApiDiff.render(changes).stripTrailing();
  }
}
