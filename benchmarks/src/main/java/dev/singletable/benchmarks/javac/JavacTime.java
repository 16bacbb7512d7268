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
 * javac on 200 annotated records, with the processor and with {@code -proc:none}: writes the sources
 * (10 tables of 20 records, each like Follow) to a temporary directory, runs javac as a child process
 * {@code runs} times each way, interleaved after one discarded warm-up round, and prints medians.
 * Two more ways split what the processor adds: {@code -proc:only} (reading, checking, rendering and
 * writing the files, and javac's rounds, without compiling anything), and the files the warm-up run
 * generated compiled as plain sources beside the records with {@code -proc:none} (javac's cost of the
 * generated code alone). The generated files are then counted by kind.
 * Usage: {@code JavacTime [runs]} (default 3). The processor, JavaPoet and the layout jar are found on this
 * JVM's class path and passed as {@code -processorpath}.
 */
public final class JavacTime {
  private static final int RECORDS = 200;
  private static final int RECORDS_PER_TABLE = 20;

  private JavacTime() {}

  public static void main(String[] args) throws IOException {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 3;
    Path root = Files.createTempDirectory("javac-bench");
    List<String> sources = writeSources(root.resolve("src"));
    Path argFile = Files.write(root.resolve("sources.txt"), sources);
    Path generated = root.resolve("generated");
    Path both = root.resolve("sources-and-generated.txt");
    List<Timing> with = new ArrayList<>();
    List<Timing> without = new ArrayList<>();
    List<Timing> only = new ArrayList<>();
    List<Timing> plain = new ArrayList<>();
    for (int run = -1; run < runs; run++) {
      Timing processed = ChildProcesses.run(javac(root, argFile, List.of("-processorpath", processorPath(),
          "-s", Files.createDirectories(generated).toString())));
      if (run < 0) {
        Files.write(both, concat(sources, javaFiles(generated)));
      }
      Timing none = ChildProcesses.run(javac(root, argFile, List.of("-proc:none")));
      Timing processorOnly = ChildProcesses.run(javac(root, argFile, List.of("-processorpath", processorPath(),
          "-proc:only", "-s", Files.createTempDirectory(root, "only").toString())));
      Timing generatedPlain = ChildProcesses.run(javac(root, both, List.of("-proc:none")));
      if (run >= 0) {
        with.add(processed);
        without.add(none);
        only.add(processorOnly);
        plain.add(generatedPlain);
      }
    }
    System.out.printf("%n### javac on %d records (%d runs each, medians)%n%n", RECORDS, runs);
    System.out.println("| javac | wall ms | CPU ms |");
    System.out.println("|---|---|---|");
    print("with the processor", with);
    print("-proc:none", without);
    print("-proc:only", only);
    print("-proc:none, the records and the generated files as plain sources", plain);
    System.out.printf(Locale.ROOT, "| **the processor adds** | %.0f | %.0f |%n",
        wall(with) - wall(without), cpu(with) - cpu(without));
    System.out.printf(Locale.ROOT, "| of which javac compiling the generated files (plain - none) | %.0f | %.0f |%n",
        wall(plain) - wall(without), cpu(plain) - cpu(without));
    System.out.printf(Locale.ROOT, "| of which the processor and its rounds (with - plain) | %.0f | %.0f |%n",
        wall(with) - wall(plain), cpu(with) - cpu(plain));
    GeneratedKinds.print(generated);
  }

  private static List<String> javac(Path root, Path argFile, List<String> options) throws IOException {
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

  private static String processorPath() {
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

  private static boolean isProcessor(String entry) {
    return entry.contains("singletable-processor") || entry.contains("javapoet");
  }

  /** The processor, JavaPoet and the key layout rules the processor shares with the runtime. */
  private static boolean onProcessorPath(String entry) {
    return isProcessor(entry) || entry.contains("singletable-layout");
  }

  private static List<String> writeSources(Path directory) throws IOException {
    Path packageDirectory = Files.createDirectories(directory.resolve("bench"));
    List<String> files = new ArrayList<>();
    for (int i = 0; i < RECORDS; i++) {
      String name = "Edge" + i;
      String source = "package bench;\n\n"
          + "import dev.singletable.annotations.Edge;\n"
          + "import java.time.Instant;\n\n"
          + "@Edge(source = \"S" + i + "\", target = \"T" + i + "\", invertedIndex = \"GSI1\","
          + " table = \"Table" + (i / RECORDS_PER_TABLE) + "\")\n"
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

  private static double wall(List<Timing> timings) {
    return ChildProcesses.median(timings.stream().map(Timing::wallMillis).collect(Collectors.toList()));
  }

  private static double cpu(List<Timing> timings) {
    return ChildProcesses.median(timings.stream().map(Timing::cpuMillis).collect(Collectors.toList()));
  }
}
