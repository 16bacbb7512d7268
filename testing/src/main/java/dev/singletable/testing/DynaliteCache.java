package dev.singletable.testing;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Extracts the dynalite that a jar carries into a cache folder, once per content.
 *
 * <p>The folder is named after dynalite's version and a hash of the entries' names, sizes and
 * CRCs (read from the jar's directory, so hashing reads no content), for example
 * {@code dynalite-4.0.0-3f2a9c01b7de}. It is filled under a temporary name next to it and then
 * renamed, so that a folder with the final name was complete when it appeared, and any number of
 * JVMs may extract at the same time: one rename wins and the others use its folder. A folder with
 * the final name whose files are missing or have the wrong size (a cache cleaner, a disk full) is
 * moved aside and extracted again.
 */
final class DynaliteCache {

  private static final String DYNALITE_PACKAGE = "node_modules/dynalite/package.json";
  private static final Pattern VERSION = Pattern.compile("\"version\"\\s*:\\s*\"([^\"]+)\"");

  private DynaliteCache() {}

  /**
   * Returns the folder, below {@code cacheRoot}, holding the jar's entries under {@code prefix}
   * (without the prefix), extracting them first unless a complete copy is there already.
   *
   * @throws IOException if the jar cannot be read or the folder cannot be written
   */
  static Path extract(Path jar, String prefix, Path cacheRoot) throws IOException {
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      List<? extends ZipEntry> entries = zip.stream()
          .filter(entry -> !entry.isDirectory() && entry.getName().startsWith(prefix))
          .sorted(Comparator.comparing(ZipEntry::getName))
          .toList();
      Path target = cacheRoot.resolve(
          "dynalite-" + version(zip, prefix) + "-" + hash(entries, prefix)).toAbsolutePath();
      if (isComplete(target, entries, prefix)) {
        return target;
      }
      Files.createDirectories(target.getParent());
      Path temporary = Files.createTempDirectory(target.getParent(), target.getFileName() + ".tmp-");
      try {
        write(zip, entries, prefix, temporary);
        if (!isComplete(target, entries, prefix)) {
          moveAsideAndDelete(target);
          Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE);
          return target;
        }
      } catch (IOException e) {
        if (!isComplete(target, entries, prefix)) {
          deleteQuietly(temporary, e);
          throw e;
        }
      }
      // Another JVM renamed its complete copy into place first.
      deleteQuietly(temporary, null);
      return target;
    }
  }

  private static void write(ZipFile zip, List<? extends ZipEntry> entries, String prefix,
      Path folder) throws IOException {
    for (ZipEntry entry : entries) {
      Path file = inside(folder, entry.getName().substring(prefix.length()));
      Files.createDirectories(file.getParent());
      try (InputStream in = zip.getInputStream(entry)) {
        Files.copy(in, file);
      }
    }
  }

  private static String version(ZipFile zip, String prefix) throws IOException {
    ZipEntry entry = zip.getEntry(prefix + DYNALITE_PACKAGE);
    if (entry == null) {
      throw new IOException("the jar has no " + prefix + DYNALITE_PACKAGE);
    }
    try (InputStream in = zip.getInputStream(entry)) {
      Matcher matcher = VERSION.matcher(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      if (!matcher.find()) {
        throw new IOException(prefix + DYNALITE_PACKAGE + " in the jar names no version");
      }
      return matcher.group(1);
    }
  }

  /** The first 12 hex digits of a SHA-256 of each entry's name, size and CRC-32. */
  private static String hash(List<? extends ZipEntry> entries, String prefix) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      for (ZipEntry entry : entries) {
        String line = entry.getName().substring(prefix.length()) + '\0' + entry.getSize() + '\0'
            + entry.getCrc() + '\n';
        digest.update(line.getBytes(StandardCharsets.UTF_8));
      }
      return HexFormat.of().formatHex(digest.digest()).substring(0, 12);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("Every JDK has SHA-256", e);
    }
  }

  /** Whether every entry is in {@code folder} with its size. */
  private static boolean isComplete(Path folder, List<? extends ZipEntry> entries, String prefix) {
    try {
      for (ZipEntry entry : entries) {
        if (Files.size(folder.resolve(entry.getName().substring(prefix.length())))
            != entry.getSize()) {
          return false;
        }
      }
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  private static Path inside(Path folder, String relative) throws IOException {
    Path file = folder.resolve(relative).normalize();
    if (!file.startsWith(folder) || file.equals(folder)) {
      throw new IOException("the jar entry " + relative + " points outside " + folder);
    }
    return file;
  }

  /** Renames {@code target}, if present, to a temporary name and deletes it from there. */
  private static void moveAsideAndDelete(Path target) throws IOException {
    Path aside = target.resolveSibling(target.getFileName() + ".broken-" + System.nanoTime());
    try {
      Files.move(target, aside, StandardCopyOption.ATOMIC_MOVE);
    } catch (NoSuchFileException e) {
      return;
    }
    deleteQuietly(aside, null);
  }

  /**
   * Deletes a folder with a temporary name; a failure is attached to {@code failure} when there is
   * one, and otherwise ignored, since a folder with a temporary name is never used.
   */
  private static void deleteQuietly(Path folder, IOException failure) {
    try {
      deleteRecursively(folder);
    } catch (IOException e) {
      if (failure != null) {
        failure.addSuppressed(e);
      }
    }
  }

  private static void deleteRecursively(Path folder) throws IOException {
    Files.walkFileTree(folder, new SimpleFileVisitor<>() {
      @Override
      public FileVisitResult visitFile(Path file, BasicFileAttributes attributes)
          throws IOException {
        Files.delete(file);
        return FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult postVisitDirectory(Path directory, IOException e) throws IOException {
        Files.delete(directory);
        return FileVisitResult.CONTINUE;
      }
    });
  }
}
