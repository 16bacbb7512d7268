package dev.singletable.benchmarks.javac;

import dev.singletable.benchmarks.tools.ChildProcesses;
import dev.singletable.benchmarks.tools.ChildProcesses.Timing;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The javac time each of three annotation processors adds over {@code -proc:none} on the same sources, side
 * by side: singletable on {@code records} records of 4 components in one table (JavacTime's records),
 * Immutables on as many {@code @Value.Immutable} interfaces with the same 4 accessors, AutoValue on as many
 * {@code @AutoValue} abstract classes with the same 4 accessors (source and target rather than the records' from
 * and to: Immutables reserves from for its builder). javac runs as a child process like in
 * JavacTime; the six ways (each processor with and without) are interleaved in every round, after one
 * discarded warm-up round. Prints the medians, the generated KB a type and the ratios of singletable to
 * the two others. The peer sources name no generated class (no factory method), so they compile with
 * {@code -proc:none} too.
 * Usage: {@code PeerJavacTime [runs] [records]} (default 3 and 100). The processors are found on this JVM's
 * class path (benchmarks/pom.xml pins Immutables and AutoValue).
 */
public final class PeerJavacTime {
  private PeerJavacTime() {}

  /** An annotation processor, the sources it runs on, and how to find it on this JVM's class path. */
  enum Peer {
    SINGLETABLE("singletable") {
      @Override
      List<String> writeSources(Path directory, int records) throws IOException {
        return JavacTime.writeSources(directory, records, records);
      }

      @Override
      String processorPath() {
        return JavacTime.processorPath();
      }
    },
    IMMUTABLES("Immutables 2.12.2") {
      @Override
      List<String> writeSources(Path directory, int records) throws IOException {
        return PeerJavacTime.writeSources(directory, records, i -> "import org.immutables.value.Value;\n\n"
            + "@Value.Immutable\n"
            + "public interface Edge" + i + " {\n"
            + "  String source();\n  String target();\n  Instant at();\n  int weight();\n}\n");
      }

      @Override
      String processorPath() {
        return jars(name -> name.startsWith("value-"));
      }
    },
    AUTO_VALUE("AutoValue 1.11.1") {
      @Override
      List<String> writeSources(Path directory, int records) throws IOException {
        return PeerJavacTime.writeSources(directory, records, i -> "import com.google.auto.value.AutoValue;\n\n"
            + "@AutoValue\n"
            + "public abstract class Edge" + i + " {\n"
            + "  public abstract String source();\n  public abstract String target();\n"
            + "  public abstract Instant at();\n  public abstract int weight();\n}\n");
      }

      @Override
      String processorPath() {
        return jars(name -> name.startsWith("auto-value-") && !name.startsWith("auto-value-annotations"));
      }
    };

    final String label;

    Peer(String label) {
      this.label = label;
    }

    /** Writes {@code records} annotated types in package bench under {@code directory}; their paths. */
    abstract List<String> writeSources(Path directory, int records) throws IOException;

    abstract String processorPath();
  }

  /** One way of running javac over one peer's sources; {@code runs} collects its timings. */
  private record Way(List<String> options, List<Timing> runs) {
    Way(List<String> options) {
      this(options, new ArrayList<>());
    }
  }

  /** One peer's sources, where its processor writes, and its two ways. */
  record Setup(Peer peer, Path argFile, Path generated, Way with, Way without) {
    static Setup of(Peer peer, Path root, int records) throws IOException {
      Path directory = Files.createDirectories(root.resolve(peer.name().toLowerCase(Locale.ROOT)));
      Path argFile = Files.write(directory.resolve("sources.txt"),
          peer.writeSources(directory.resolve("src"), records));
      Path generated = Files.createDirectories(directory.resolve("generated"));
      return new Setup(peer, argFile, generated,
          new Way(List.of("-processorpath", peer.processorPath(), "-s", generated.toString())),
          new Way(List.of("-proc:none")));
    }

    /** Runs javac with the processor and without; keeps the timings if {@code keep}. */
    void round(Path root, boolean keep) throws IOException {
      for (Way way : List.of(with, without)) {
        Timing timing = ChildProcesses.run(JavacTime.javac(root, argFile, way.options()));
        if (keep) {
          way.runs().add(timing);
        }
      }
    }

    double addedWall() {
      return JavacTime.wall(with.runs()) - JavacTime.wall(without.runs());
    }

    double addedCpu() {
      return JavacTime.cpu(with.runs()) - JavacTime.cpu(without.runs());
    }
  }

  public static void main(String[] args) throws IOException {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 3;
    int records = args.length > 1 ? Integer.parseInt(args[1]) : 100;
    Path root = Files.createTempDirectory("peer-javac");
    List<Setup> setups = new ArrayList<>();
    for (Peer peer : Peer.values()) {
      setups.add(Setup.of(peer, root, records));
    }
    for (int run = -1; run < runs; run++) {
      for (Setup setup : setups) {
        setup.round(root, run >= 0);
      }
    }
    System.out.printf("%n### javac: what each processor adds over -proc:none, %d types of 4 components"
        + " (%d rounds interleaved, medians)%n%n", records, runs);
    System.out.println("| processor | with, wall ms | -proc:none, wall ms | adds, wall ms | adds, CPU ms"
        + " | adds a type, wall ms | generated files | generated KB a type |");
    System.out.println("|---|---|---|---|---|---|---|---|");
    for (Setup setup : setups) {
      List<Path> files = javaFiles(setup.generated());
      long bytes = 0;
      for (Path file : files) {
        bytes += Files.size(file);
      }
      System.out.printf(Locale.ROOT, "| %s | %.0f | %.0f | %.0f | %.0f | %.1f | %d | %.1f |%n", setup.peer().label,
          JavacTime.wall(setup.with().runs()), JavacTime.wall(setup.without().runs()), setup.addedWall(),
          setup.addedCpu(), setup.addedWall() / records, files.size(), bytes / 1e3 / records);
    }
    Setup singletable = setups.get(0);
    System.out.println();
    System.out.println("| ratio of what the processor adds | wall | CPU |");
    System.out.println("|---|---|---|");
    for (Setup peer : setups.subList(1, setups.size())) {
      System.out.printf(Locale.ROOT, "| singletable / %s | %.2f | %.2f |%n", peer.peer().label,
          singletable.addedWall() / peer.addedWall(), singletable.addedCpu() / peer.addedCpu());
    }
    boolean meets = singletable.addedWall() <= setups.get(1).addedWall();
    System.out.printf("%nTarget (singletable adds no more javac wall time a record than Immutables adds a"
        + " value type): %s%n", meets ? "met" : "not met");
  }

  /** Writes one file a type, Edge0 to Edge{records - 1} in package bench, {@code body} after the imports. */
  private static List<String> writeSources(Path directory, int records, IntFunction<String> body)
      throws IOException {
    Path packageDirectory = Files.createDirectories(directory.resolve("bench"));
    List<String> files = new ArrayList<>();
    for (int i = 0; i < records; i++) {
      String source = "package bench;\n\nimport java.time.Instant;\n" + body.apply(i);
      files.add(Files.writeString(packageDirectory.resolve("Edge" + i + ".java"), source).toString());
    }
    return files;
  }

  /** This JVM's class path entries whose file name {@code name} accepts. */
  private static String jars(Predicate<String> name) {
    String path = ChildProcesses.classPath().stream()
        .filter(entry -> name.test(Path.of(entry).getFileName().toString()))
        .collect(Collectors.joining(File.pathSeparator));
    if (path.isEmpty()) {
      throw new IllegalStateException("processor not on the class path " + ChildProcesses.classPath());
    }
    return path;
  }

  static List<Path> javaFiles(Path directory) throws IOException {
    try (Stream<Path> files = Files.walk(directory)) {
      return files.filter(file -> file.toString().endsWith(".java")).sorted().collect(Collectors.toList());
    }
  }
}
