package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The runtime's internal packages form no cycle: read from the main sources' imports (a class of
 * another package must be imported, javadoc links included), each package of {@code
 * dev.singletable.runtime.internal} reaches no package that reaches it back. The public API package is
 * left out on purpose: its base classes sit above the internals and its values (options, pages,
 * exceptions) below them.
 */
class PackageCyclesTest {
  private static final Path SOURCES = Path.of("src/main/java");
  private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
  private static final Pattern IMPORT = Pattern.compile("(?m)^import (?:static )?(dev\\.singletable\\.runtime\\.internal[\\w.]*?)\\.[A-Z]");
  private static final String INTERNAL = "dev.singletable.runtime.internal";

  @Test
  void noInternalPackageReachesItself() throws IOException {
    Map<String, Set<String>> uses = uses();
    List<String> cycles = uses.keySet().stream().filter(start -> reaches(uses, start, start)).toList();
    assertEquals(List.of(), cycles, "internal packages on a cycle; their uses: " + uses);
  }

  @Test
  void theCheckSeesTheSplit() throws IOException {
    Map<String, Set<String>> uses = uses();
    assertTrue(uses.keySet().containsAll(Set.of(INTERNAL + ".exec", INTERNAL + ".query", INTERNAL + ".plan")),
        uses.keySet().toString());
    assertTrue(uses.get(INTERNAL + ".exec").contains(INTERNAL + ".plan"), "the executors run plans");
  }

  /** Each internal package and the other internal packages its sources import. */
  private static Map<String, Set<String>> uses() throws IOException {
    Map<String, Set<String>> uses = new TreeMap<>();
    try (Stream<Path> files = Files.walk(SOURCES.resolve(INTERNAL.replace('.', '/')))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        String source = Files.readString(file);
        Matcher pkg = PACKAGE.matcher(source);
        if (!pkg.find()) {
          continue;
        }
        Set<String> used = uses.computeIfAbsent(pkg.group(1), p -> new TreeSet<>());
        Matcher imported = IMPORT.matcher(source);
        while (imported.find()) {
          if (!imported.group(1).equals(pkg.group(1))) {
            used.add(imported.group(1));
          }
        }
      }
    }
    return uses;
  }

  private static boolean reaches(Map<String, Set<String>> uses, String from, String target) {
    Deque<String> open = new ArrayDeque<>(uses.getOrDefault(from, Set.of()));
    Set<String> seen = new TreeSet<>();
    while (!open.isEmpty()) {
      String next = open.pop();
      if (next.equals(target)) {
        return true;
      }
      if (seen.add(next)) {
        open.addAll(uses.getOrDefault(next, Set.of()));
      }
    }
    return false;
  }
}
