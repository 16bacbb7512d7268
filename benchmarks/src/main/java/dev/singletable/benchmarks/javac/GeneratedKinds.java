package dev.singletable.benchmarks.javac;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Counts the generated files by kind (the end of the type name: Keys, Mapper, AsyncRepository ...). */
final class GeneratedKinds {
  private static final List<String> KINDS = List.of("AsyncRepository", "Repository", "Mapper", "Keys",
      "Update", "Condition", "AsyncTable", "Table");

  private GeneratedKinds() {}

  static void print(String title, Path directory) throws IOException {
    Map<String, long[]> kinds = new TreeMap<>();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(directory)) {
      files = walk.filter(file -> file.toString().endsWith(".java")).collect(Collectors.toList());
    }
    long total = 0;
    for (Path file : files) {
      String name = file.getFileName().toString().replace(".java", "");
      String kind = KINDS.stream().filter(name::endsWith).findFirst().orElse("other");
      long[] count = kinds.computeIfAbsent(kind, k -> new long[2]);
      count[0]++;
      count[1] += Files.size(file);
      total += Files.size(file);
    }
    System.out.printf(Locale.ROOT, "%n### %s: %d files, %.2f MB%n%n", title, files.size(), total / 1e6);
    System.out.println("| kind | files | KB | KB a file |");
    System.out.println("|---|---|---|---|");
    kinds.forEach((kind, count) -> System.out.printf(Locale.ROOT, "| %s | %d | %.0f | %.1f |%n",
        kind, count[0], count[1] / 1e3, count[1] / 1e3 / count[0]));
  }
}
