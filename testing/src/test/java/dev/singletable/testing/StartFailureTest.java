package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Starting fails loudly, with the cause and the fix in the message, and leaves nothing running. */
class StartFailureTest {

  @Test
  void emptyDynaliteDirectoryFailsWithTheFix(@TempDir Path empty) {
    Map<String, String> properties = Map.of("singletable.dynalite.dir", empty.toString());
    LocalDynamoDbException e = assertThrows(LocalDynamoDbException.class,
        () -> LocalDynamoDb.start(Installation.find(
            name -> properties.getOrDefault(name, System.getProperty(name)), System::getenv, null),
            null));
    assertTrue(e.getMessage().contains("-Dsingletable.dynalite.dir is '" + empty + "'"),
        e.getMessage());
    assertTrue(e.getMessage().contains("'npm install dynalite@4.0.0'"), e.getMessage());
  }

  @Test
  void brokenDynaliteInstallReportsTheProcessStandardError(@TempDir Path broken)
      throws IOException {
    Path module = Files.createDirectories(broken.resolve("node_modules/dynalite"));
    Files.writeString(module.resolve("package.json"),
        "{\"name\": \"dynalite\", \"main\": \"gone.js\"}");
    Installation found = Installation.find();
    Installation installation = new Installation(found.node(), broken, found.cache());
    String message = assertThrows(LocalDynamoDbException.class,
        () -> LocalDynamoDb.start(installation, null)).getMessage();
    assertTrue(message.startsWith("dynalite exited before listening (node "), message);
    assertTrue(message.contains("exit code 1"), message);
    assertTrue(message.contains("Cannot find module"), message);
  }

  @Test
  void anUnwritableCacheFolderFailsWithTheFix(@TempDir Path temp) throws IOException {
    Path notAFolder = Files.writeString(temp.resolve("cache"), "a file, not a folder");
    Map<String, String> properties = Map.of("singletable.cache.dir", notAFolder.toString());
    Installation installation = Installation.find(
        name -> properties.getOrDefault(name, System.getProperty(name)), System::getenv,
        Installation.class.getClassLoader()
            .getResource(Installation.BUNDLE_FOLDER + Installation.DYNALITE_PACKAGE));

    String message = assertThrows(LocalDynamoDbException.class,
        () -> LocalDynamoDb.start(installation, null)).getMessage();

    assertTrue(message.startsWith("Could not write the launcher script into " + notAFolder),
        message);
    assertTrue(message.endsWith("set SINGLETABLE_CACHE_DIR (or -Dsingletable.cache.dir) to a"
        + " writable folder (now -Dsingletable.cache.dir is '" + notAFolder + "')."), message);
  }

  @Test
  void secondServerOnTheSameDataDirectoryFailsAndSaysWhy(@TempDir Path data) {
    try (LocalDynamoDb first = LocalDynamoDb.start(data)) {
      String message = assertThrows(LocalDynamoDbException.class,
          () -> LocalDynamoDb.start(data)).getMessage();
      assertTrue(message.startsWith("dynalite exited before listening"), message);
      assertTrue(message.contains("\nCannot open the data directory " + data
          + ": IO error: lock " + data.resolve("LOCK") + ": "), message);
      assertTrue(message.endsWith(". Only one server at a time can use a data directory: close"
          + " any other that uses it.\n"), message);
      assertTrue(first.process().isAlive());
    }
  }
}
