package dev.singletable.benchmarks.coldstart;

import dev.singletable.benchmarks.tools.ChildProcesses;
import dev.singletable.benchmarks.tools.ChildProcesses.Timing;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Cold start as whole JVMs: {@code runs} children per variant and mode, interleaved, then one more
 * per variant with {@code -Xlog:class+load} to count classes. Prints Markdown tables of medians and
 * ratios against hand-written. Only the Enhanced variants have dynamodb-enhanced on their class path.
 * Usage: {@code ColdStart [runs]} (default 10).
 */
public final class ColdStart {
  private ColdStart() {}

  public static void main(String[] args) throws IOException {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 10;
    List<Variant> variants = List.of(
        new Variant("Generated", ColdStartGenerated.class, ""),
        new Variant("HandWritten", ColdStartHandWritten.class, ""),
        new Variant("EnhancedStatic", ColdStartEnhanced.class, "static"),
        new Variant("EnhancedBean", ColdStartEnhanced.class, "bean"),
        new Variant("EnhancedImmutable", ColdStartEnhanced.class, "immutable"));
    for (String mode : List.of(ColdStartData.MAPPING, ColdStartData.CALLS)) {
      Map<Variant, List<Timing>> timings = new LinkedHashMap<>();
      for (int run = 0; run < runs; run++) {
        for (Variant variant : variants) {
          timings.computeIfAbsent(variant, v -> new ArrayList<>())
              .add(ChildProcesses.run(variant.command(mode, List.of())));
        }
      }
      printTimes(mode, timings);
    }
    printClasses(variants);
  }

  private static void printTimes(String mode, Map<Variant, List<Timing>> timings) {
    System.out.printf("%n### Cold start, %s (%d runs each, medians)%n%n", mode,
        timings.values().iterator().next().size());
    System.out.println("| variant | wall ms | CPU ms | wall / hand-written | CPU / hand-written |");
    System.out.println("|---|---|---|---|---|");
    double baseWall = 0;
    double baseCpu = 0;
    for (Map.Entry<Variant, List<Timing>> entry : timings.entrySet()) {
      if (entry.getKey().name().equals("HandWritten")) {
        baseWall = wall(entry.getValue());
        baseCpu = cpu(entry.getValue());
      }
    }
    for (Map.Entry<Variant, List<Timing>> entry : timings.entrySet()) {
      double wall = wall(entry.getValue());
      double cpu = cpu(entry.getValue());
      System.out.printf(Locale.ROOT, "| %s | %.0f | %.0f | %.2fx | %.2fx |%n",
          entry.getKey().name(), wall, cpu, wall / baseWall, cpu / baseCpu);
    }
  }

  private static void printClasses(List<Variant> variants) throws IOException {
    System.out.printf("%n### Classes loaded (one run each with -Xlog:class+load)%n%n");
    System.out.println("| variant | mode | classes | from the CDS archive | `$$Lambda` classes"
        + " | of them from generated code or runtime | other hidden classes |");
    System.out.println("|---|---|---|---|---|---|---|");
    Map<String, Map<String, Integer>> hosts = new LinkedHashMap<>();
    for (String mode : List.of(ColdStartData.MAPPING, ColdStartData.CALLS)) {
      for (Variant variant : variants) {
        Path log = Files.createTempFile("class-load", ".log");
        ChildProcesses.run(variant.command(mode, List.of("-Xlog:class+load:file=" + log)));
        ClassCount count = ClassCount.of(Files.readAllLines(log));
        Files.delete(log);
        System.out.printf("| %s | %s | %d | %d | %d | %d | %d |%n", variant.name(), mode,
            count.classes(), count.shared(), count.lambdas(), count.singletableLambdas(),
            count.otherHidden());
        if (mode.equals(ColdStartData.MAPPING)) {
          hosts.put(variant.name(), count.lambdaHosts());
        }
      }
    }
    System.out.printf("%n### Lambda classes by host class, mapping%n%n");
    hosts.forEach((variant, counts) -> System.out.println("- " + variant + ": " + counts));
  }

  private static double wall(List<Timing> timings) {
    return ChildProcesses.median(timings.stream().map(Timing::wallMillis).collect(Collectors.toList()));
  }

  private static double cpu(List<Timing> timings) {
    return ChildProcesses.median(timings.stream().map(Timing::cpuMillis).collect(Collectors.toList()));
  }

  /** A child main class, its schema argument, and whether it may see dynamodb-enhanced. */
  private record Variant(String name, Class<?> main, String schema) {
    List<String> command(String mode, List<String> jvmOptions) {
      boolean enhanced = !schema.isEmpty();
      String classPath = ChildProcesses.classPath().stream()
          .filter(entry -> enhanced || !entry.contains("dynamodb-enhanced"))
          .collect(Collectors.joining(File.pathSeparator));
      List<String> command = new ArrayList<>(List.of(ChildProcesses.java()));
      command.addAll(jvmOptions);
      command.addAll(List.of("-cp", classPath, main.getName(), mode));
      if (enhanced) {
        command.add(schema);
      }
      return command;
    }
  }
}
