package dev.singletable.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The golden files in {@code src/test/resources/golden}: generated sources by their simple names, the
 * model files under {@code model/}. After an intended change, regenerate them with {@code mvn -pl
 * processor -am test -Dsingletable.updateGoldens=true}, then review the diff.
 */
final class Goldens {

  private Goldens() {}

  /** Asserts that {@code actual} is the golden file {@code relativePath}, after writing it there when updating. */
  static void assertMatches(String actual, String relativePath) throws IOException {
    Path golden = Path.of(System.getProperty("singletable.goldenDir", "src/test/resources/golden"), relativePath);
    if (Boolean.getBoolean("singletable.updateGoldens")) {
      Files.createDirectories(golden.getParent());
      Files.writeString(golden, actual, StandardCharsets.UTF_8);
    }
    assertTrue(Files.exists(golden), golden + " is missing; run with -Dsingletable.updateGoldens=true");
    assertEquals(Files.readString(golden, StandardCharsets.UTF_8), actual,
        relativePath + " differs from " + golden
            + "; if the change is intended, run with -Dsingletable.updateGoldens=true and review the diff");
  }
}
