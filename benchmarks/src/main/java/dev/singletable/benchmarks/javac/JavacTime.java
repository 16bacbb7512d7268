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
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * javac on annotated records (200 unless told), with the processor and with {@code -proc:none}: writes
 * the sources (tables of 20 records, each like Follow) to a temporary directory, runs javac as a child
 * process {@code runs} times each way, interleaved after one discarded warm-up round, and prints medians.
 * Two more ways split what the processor adds: {@code -proc:only} (reading, checking, rendering and
 * writing the files, and javac's rounds, without compiling anything), and the files the warm-up run
 * generated compiled as plain sources beside the records with {@code -proc:none} (javac's cost of the
 * generated code alone). Two more show what a user can change: the processor with the async
 * twins ({@code -Asingletable.async=true}), and javac with C2 off ({@code -J-XX:TieredStopAtLevel=1})
 * with and without the processor. The generated files are then counted by kind.
 * Usage: {@code JavacTime [runs] [records]} (default 3 and 200). The processor, JavaPoet and the layout jar are found on this
 * JVM's class path and passed as {@code -processorpath}.
 */
public final class JavacTime {
  private static final int RECORDS_PER_TABLE = 20;
  private static final String C1_ONLY = "-J-XX:TieredStopAtLevel=1";

  private JavacTime() {}

  /** One way of running javac over the records; {@code runs} collects its timings. */
  private record Way(String label, List<String> options, List<Timing> runs) {
    Way(String label, List<String> options) {
      this(label, options, new ArrayList<>());
    }
  }

  public static void main(String[] args) throws IOException {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 3;
    int records = args.length > 1 ? Integer.parseInt(args[1]) : 200;
    Path root = Files.createTempDirectory("javac-bench");
    List<String> sources = writeSources(root.resolve("src"), records);
    Path argFile = Files.write(root.resolve("sources.txt"), sources);
    Path generated = Files.createDirectories(root.resolve("generated"));
    Path both = root.resolve("sources-and-generated.txt");
    Way with = new Way("with the processor", List.of("-processorpath", processorPath(), "-s", generated.toString()));
    Way without = new Way("-proc:none", List.of("-proc:none"));
    Way only = new Way("-proc:only", List.of("-processorpath", processorPath(), "-proc:only", "-s",
        Files.createTempDirectory(root, "only").toString()));
    Way plain = new Way("-proc:none, the records and the generated files as plain sources", List.of("-proc:none"));
    Path withAsyncFiles = Files.createTempDirectory(root, "async");
    Way withAsync = new Way("with the processor, -Asingletable.async=true", List.of("-processorpath",
        processorPath(), "-Asingletable.async=true", "-s", withAsyncFiles.toString()));
    Way withC1 = new Way("with the processor, " + C1_ONLY, List.of(C1_ONLY, "-processorpath", processorPath(),
        "-s", Files.createTempDirectory(root, "c1").toString()));
    Way withoutC1 = new Way("-proc:none, " + C1_ONLY, List.of(C1_ONLY, "-proc:none"));
    for (int run = -1; run < runs; run++) {
      for (Way way : List.of(with, without, only, plain, withAsync, withC1, withoutC1)) {
        if (way == plain && run < 0) {
          Files.write(both, concat(sources, javaFiles(generated)));
        }
        Timing timing = ChildProcesses.run(javac(root, way == plain ? both : argFile, way.options()));
        if (run >= 0) {
          way.runs().add(timing);
        }
      }
    }
    System.out.printf("%n### javac on %d records (%d runs each, medians)%n%n", records, runs);
    System.out.println("| javac | wall ms | CPU ms |");
    System.out.println("|---|---|---|");
    for (Way way : List.of(with, without, only, plain, withAsync, withC1, withoutC1)) {
      print(way.label(), way.runs());
    }
    difference("**the processor adds**", with, without);
    difference("of which javac compiling the generated files (plain - none)", plain, without);
    difference("of which the processor and its rounds (with - plain)", with, plain);
    difference("the processor adds with -Asingletable.async=true", withAsync, without);
    difference("the processor adds with " + C1_ONLY + " (both runs)", withC1, withoutC1);
    GeneratedKinds.print("Generated sources", generated);
    GeneratedKinds.print("Generated sources with -Asingletable.async=true", withAsyncFiles);
  }

  private static void difference(String label, Way minuend, Way subtrahend) {
    System.out.printf(Locale.ROOT, "| %s | %.0f | %.0f |%n", label,
        wall(minuend.runs()) - wall(subtrahend.runs()), cpu(minuend.runs()) - cpu(subtrahend.runs()));
  }

  /** The javac command: the sources of {@code argFile} against this JVM's class path less the processor. */
  static List<String> javac(Path root, Path argFile, List<String> options) throws IOException {
    Path out = Files.createTempDirectory(root, "classes");
    String libraries = ChildProcesses.classPath().stream().filter(entry -> !isProcessor(entry))
        .collect(Collectors.joining(File.pathSeparator));
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "javac").toString(),
        "--release", "17", "-d", out.toString(), "-cp", libraries));
    command.addAll(options);
    command.add("@" + argFile);
    return command;
  }

  /** The singletable processor path, from this JVM's class path. */
  static String processorPath() {
    return ChildProcesses.classPath().stream().filter(JavacTime::onProcessorPath)
        .collect(Collectors.joining(File.pathSeparator));
  }

  private static List<String> javaFiles(Path directory) throws IOException {
    try (Stream<Path> files = Files.walk(directory)) {
      return files.filter(file -> file.toString().endsWith(".java")).map(Path::toString).sorted()
          .collect(Collectors.toList());
    }
  }

  private static List<String> concat(List<String> first, List<String> second) {
    List<String> all = new ArrayList<>(first);
    all.addAll(second);
    return all;
  }

  /** The processor's jar (or, in a reactor build's test phase, its classes directory) and JavaPoet. */
  private static boolean isProcessor(String entry) {
    return entry.contains("singletable-processor") || entry.contains("javapoet")
        || Path.of(entry).endsWith(Path.of("processor", "target", "classes"));
  }

  /** The processor, JavaPoet and the key layout rules the processor shares with the runtime. */
  private static boolean onProcessorPath(String entry) {
    return isProcessor(entry) || entry.contains("singletable-layout")
        || Path.of(entry).endsWith(Path.of("layout", "target", "classes"));
  }

  private static List<String> writeSources(Path directory, int records) throws IOException {
    return writeSources(directory, records, RECORDS_PER_TABLE);
  }

  /** Writes {@code records} records like Follow in package bench, {@code perTable} to a table. */
  static List<String> writeSources(Path directory, int records, int perTable) throws IOException {
    Path packageDirectory = Files.createDirectories(directory.resolve("bench"));
    List<String> files = new ArrayList<>();
    for (int i = 0; i < records; i++) {
      String name = "Edge" + i;
      String source = "package bench;\n\n"
          + "import dev.singletable.annotations.Edge;\n"
          + "import java.time.Instant;\n\n"
          + "@Edge(source = \"S" + i + "\", target = \"T" + i + "\", invertedIndex = \"GSI1\","
          + " table = \"Table" + (i / perTable) + "\")\n"
          + "public record " + name + "(@Edge.Source String from, @Edge.Target String to,"
          + " Instant at, int weight) {}\n";
      Path file = Files.writeString(packageDirectory.resolve(name + ".java"), source);
      files.add(file.toString());
    }
    return files;
  }

  private static void print(String label, List<Timing> timings) {
    System.out.printf(Locale.ROOT, "| %s | %.0f | %.0f |%n", label, wall(timings), cpu(timings));
  }

  static double wall(List<Timing> timings) {
    return ChildProcesses.median(timings.stream().map(Timing::wallMillis).collect(Collectors.toList()));
  }

  static double cpu(List<Timing> timings) {
    return ChildProcesses.median(timings.stream().map(Timing::cpuMillis).collect(Collectors.toList()));
  }
}
