package dev.singletable.centralcheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The files of one artifact in a folder laid out as a Maven repository with plain names (what
 * stage.groovy writes, and what a Central bundle holds), by what follows {@code artifactId-version}
 * in their names: {@code .pom}, {@code .jar}, {@code -sources.jar}, {@code .jar.asc} and so on.
 * Checksum files are not listed: each file's are found beside it.
 */
record Staged(String artifactId, String version, Map<String, Path> files) {

  private static final List<String> CHECKSUMS = List.of(".md5", ".sha1", ".sha256", ".sha512");

  /** Every artifact of the group at that version in the repository folder (none if it is missing). */
  static List<Staged> find(Path repository, String groupId, String version) throws IOException {
    List<Staged> found = new ArrayList<>();
    Path group = repository.resolve(groupId.replace('.', '/'));
    if (!Files.isDirectory(group)) {
      return found;
    }
    try (Stream<Path> artifacts = Files.list(group)) {
      for (Path artifact : artifacts.sorted().toList()) {
        Path folder = artifact.resolve(version);
        if (Files.isDirectory(folder)) {
          String artifactId = artifact.getFileName().toString();
          found.add(new Staged(artifactId, version, files(folder, artifactId, version)));
        }
      }
    }
    return found;
  }

  private static Map<String, Path> files(Path folder, String artifactId, String version)
      throws IOException {
    Map<String, Path> files = new TreeMap<>();
    String prefix = artifactId + "-" + version;
    try (Stream<Path> listing = Files.list(folder)) {
      for (Path file : listing.toList()) {
        String name = file.getFileName().toString();
        if (name.startsWith(prefix) && CHECKSUMS.stream().noneMatch(name::endsWith)) {
          files.put(name.substring(prefix.length()), file);
        }
      }
    }
    return files;
  }

  /** The file named artifactId-version plus this suffix, as a reader would look for it. */
  String fileName(String suffix) {
    return artifactId + "-" + version + suffix;
  }
}
