package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Extracting the carried dynalite from a jar into a cache folder, once, safely. */
class DynaliteCacheTest {

  private static final String PREFIX = "dev/singletable/testing/dynalite/";

  @TempDir Path temp;
  private final Map<String, String> entries = new HashMap<>();
  private Path cache;

  @BeforeEach
  void describeAJar() {
    cache = temp.resolve("cache");
    entries.put(PREFIX + "node_modules/dynalite/package.json", "{\"version\": \"4.0.0\"}");
    entries.put(PREFIX + "node_modules/dynalite/index.js", "module.exports = 1\n");
    entries.put(PREFIX + "node_modules/level/lib/level.js", "x".repeat(10_000));
    entries.put("dev/singletable/testing/LocalDynamoDb.class", "not part of dynalite");
  }

  @Test
  void extractsTheEntriesUnderThePrefixIntoAFolderNamedByVersionAndHash() throws IOException {
    Path folder = extract();
    assertTrue(folder.getFileName().toString().matches("dynalite-4\\.0\\.0-[0-9a-f]{12}"),
        folder.toString());
    assertEquals(Set.of("node_modules/dynalite/package.json", "node_modules/dynalite/index.js",
        "node_modules/level/lib/level.js"), filesIn(folder));
    assertEquals("x".repeat(10_000),
        Files.readString(folder.resolve("node_modules/level/lib/level.js")));
    assertEquals(List.of(folder), listing(cache));
  }

  @Test
  void aCompleteFolderIsUsedAsItIs() throws IOException {
    Path folder = extract();
    Path added = Files.writeString(folder.resolve("added-later"), "still here");
    assertEquals(folder, extract());
    assertTrue(Files.exists(added));
  }

  @Test
  void otherContentGetsAnotherFolder() throws IOException {
    Path first = extract();
    entries.put(PREFIX + "node_modules/dynalite/index.js", "module.exports = 2\n");
    Path second = extract();
    assertNotEquals(first, second);
    assertEquals("module.exports = 2\n",
        Files.readString(second.resolve("node_modules/dynalite/index.js")));
  }

  @Test
  void aFolderWithATruncatedFileIsExtractedAgain() throws IOException {
    Path folder = extract();
    Path level = folder.resolve("node_modules/level/lib/level.js");
    Files.writeString(level, "x".repeat(100));
    assertEquals(folder, extract());
    assertEquals("x".repeat(10_000), Files.readString(level));
    assertEquals(List.of(folder), listing(cache));
  }

  @Test
  void aFolderWithAMissingFileIsExtractedAgain() throws IOException {
    Path folder = extract();
    Files.delete(folder.resolve("node_modules/dynalite/index.js"));
    assertEquals(folder, extract());
    assertEquals("module.exports = 1\n",
        Files.readString(folder.resolve("node_modules/dynalite/index.js")));
  }

  @Test
  void aCrashedExtractionLeavesATemporaryFolderThatIsNeverUsed() throws IOException {
    Path folder = extract();
    Path crashed = Files.createDirectories(
        cache.resolve(folder.getFileName() + ".tmp-crashed/node_modules/dynalite"));
    deleteTree(folder);
    assertEquals(folder, extract());
    assertEquals(3, filesIn(folder).size());
    assertFalse(Files.exists(crashed.resolve("package.json")));
  }

  @Test
  void concurrentExtractionsYieldOneCompleteFolder() throws Exception {
    Path jar = jar();
    int threads = 8;
    CyclicBarrier start = new CyclicBarrier(threads);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<Path>> results = new ArrayList<>();
      Callable<Path> extraction = () -> {
        start.await();
        return DynaliteCache.extract(jar, PREFIX, cache);
      };
      for (int i = 0; i < threads; i++) {
        results.add(pool.submit(extraction));
      }
      Path folder = results.get(0).get();
      for (Future<Path> result : results) {
        assertEquals(folder, result.get());
      }
      assertEquals(List.of(folder), listing(cache));
      assertEquals("x".repeat(10_000),
          Files.readString(folder.resolve("node_modules/level/lib/level.js")));
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void anEntryThatEscapesTheFolderIsRefused() throws IOException {
    entries.put(PREFIX + "../../../escaped.txt", "no");
    IOException e = assertThrows(IOException.class, this::extract);
    assertTrue(e.getMessage().startsWith("the jar entry ../../../escaped.txt points outside "),
        e.getMessage());
    assertFalse(Files.exists(temp.resolve("escaped.txt")));
  }

  @Test
  void aJarWithoutDynaliteIsRefused() throws IOException {
    entries.remove(PREFIX + "node_modules/dynalite/package.json");
    IOException e = assertThrows(IOException.class, this::extract);
    assertEquals("the jar has no " + PREFIX + "node_modules/dynalite/package.json",
        e.getMessage());
  }

  private Path extract() throws IOException {
    return DynaliteCache.extract(jar(), PREFIX, cache);
  }

  private Path jar() throws IOException {
    return TestJars.write(temp.resolve("testing.jar"), entries);
  }

  private static Set<String> filesIn(Path folder) throws IOException {
    try (Stream<Path> files = Files.walk(folder)) {
      return files.filter(Files::isRegularFile)
          .map(file -> folder.relativize(file).toString())
          .collect(Collectors.toSet());
    }
  }

  private static List<Path> listing(Path cache) throws IOException {
    try (Stream<Path> children = Files.list(cache)) {
      return children.toList();
    }
  }

  private static void deleteTree(Path folder) throws IOException {
    try (Stream<Path> files = Files.walk(folder)) {
      for (Path file : files.sorted((a, b) -> b.compareTo(a)).toList()) {
        Files.delete(file);
      }
    }
  }
}
