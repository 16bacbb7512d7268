package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LauncherScriptTest {

  @TempDir
  Path cache;

  @Test
  void carriesEveryModuleOnceAndRunsMainLast() {
    String script = LauncherScript.build();
    for (String module : LauncherScript.MODULES) {
      String definition = "sources['./" + module + "'] = function (module, exports, require) {";
      assertEquals(script.indexOf(definition), script.lastIndexOf(definition), module);
      assertTrue(script.contains(definition), module);
    }
    assertTrue(script.strip().endsWith("load('./main')"));
  }

  @Test
  void writesTheScriptOnceUnderANameThatHashesItsContent() throws IOException {
    Path file = LauncherScript.writeTo(cache);

    assertTrue(file.getFileName().toString().matches("launcher-[0-9a-f]{12}\\.js"), file.toString());
    assertEquals(LauncherScript.build(), Files.readString(file));
    assertEquals(file, LauncherScript.writeTo(cache));
    assertEquals(List.of(file), files());
  }

  @Test
  void rewritesAFileCutShort() throws IOException {
    Path file = LauncherScript.writeTo(cache);
    Files.writeString(file, "'use strict'\n");

    assertEquals(file, LauncherScript.writeTo(cache));

    assertEquals(LauncherScript.build(), Files.readString(file));
  }

  @Test
  void jvmsWritingAtTheSameTimeAllGetTheWholeScript() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<Path>> writers = pool.invokeAll(IntStream.range(0, 8)
          .mapToObj(i -> (Callable<Path>) () -> LauncherScript.writeTo(cache)).toList());
      for (Future<Path> writer : writers) {
        assertEquals(LauncherScript.build(),
            Files.readString(writer.get(), StandardCharsets.UTF_8));
      }
    } finally {
      pool.shutdownNow();
    }
    assertEquals(1, files().size(), "no temporary file is left: " + files());
  }

  /**
   * What the Windows limit of 32,767 characters on a command line needs: the script is not on it,
   * so the command line does not grow with the launcher. The script sits outside the dynalite
   * folder (a user's, as SINGLETABLE_DYNALITE_DIR names it), and still finds dynalite there.
   */
  @Test
  void nodeRunsTheScriptFileWithOnlyItsPathOnTheCommandLine() throws IOException {
    Path userDynalite = Path.of("dynalite").toAbsolutePath();
    Map<String, String> properties = Map.of(
        Installation.DYNALITE_DIR_PROPERTY, userDynalite.toString(),
        Installation.CACHE_DIR_PROPERTY, cache.toString());
    Installation installation = Installation.find(
        name -> properties.getOrDefault(name, System.getProperty(name)), System::getenv, null);

    try (LocalDynamoDb dynamo = LocalDynamoDb.start(installation, null)) {
      Path script = LauncherScript.writeTo(cache);
      assertEquals(List.of(script.toString()),
          List.of(dynamo.process().info().arguments().orElseThrow()));
      assertFalse(script.startsWith(userDynalite), script.toString());
      assertEquals(installation.dynaliteDirectory(), userDynalite);
    }
  }

  private List<Path> files() throws IOException {
    try (Stream<Path> files = Files.list(cache)) {
      return files.toList();
    }
  }
}
