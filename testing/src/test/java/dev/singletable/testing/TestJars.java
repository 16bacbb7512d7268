package dev.singletable.testing;

import java.io.IOException;
import java.io.OutputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/** Small jars written by tests, standing in for the singletable-testing jar. */
final class TestJars {

  private TestJars() {}

  /** Writes a jar holding {@code entries} (name to text) in name order. */
  static Path write(Path jar, Map<String, String> entries) throws IOException {
    try (OutputStream file = Files.newOutputStream(jar);
         ZipOutputStream zip = new ZipOutputStream(file)) {
      for (Map.Entry<String, String> entry : new TreeMap<>(entries).entrySet()) {
        zip.putNextEntry(new ZipEntry(entry.getKey()));
        zip.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
      }
    }
    return jar;
  }

  /** The {@code jar:} URL of an entry, as a class loader would return it. */
  static URL url(Path jar, String entry) throws MalformedURLException {
    return new URL("jar:" + jar.toUri() + "!/" + entry);
  }
}
