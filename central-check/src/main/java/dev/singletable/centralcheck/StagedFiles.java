package dev.singletable.centralcheck;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/** Checks of single files: what a jar holds, a checksum beside a file, a signature beside a file. */
final class StagedFiles {

  private StagedFiles() {}

  /** Empty when the jar holds an entry the predicate accepts; else what is wrong with it. */
  static Optional<String> jarProblem(Path jar, Predicate<String> entry, String wanted) {
    try {
      if (Files.size(jar) == 0) {
        return Optional.of(jar.getFileName() + " is empty");
      }
      try (ZipFile zip = new ZipFile(jar.toFile())) {
        boolean found = zip.stream().map(ZipEntry::getName).anyMatch(entry);
        return found ? Optional.empty() : Optional.of(jar.getFileName() + " holds no " + wanted);
      }
    } catch (IOException e) {
      return Optional.of(jar.getFileName() + " is not a readable jar (" + e.getMessage() + ")");
    }
  }

  /** The .md5 and .sha1 files Central requires beside every file, and whether they match it. */
  static List<String> checksumProblems(Path file) throws IOException {
    List<String> problems = new ArrayList<>();
    for (String algorithm : List.of("MD5", "SHA-1")) {
      String extension = algorithm.equals("MD5") ? ".md5" : ".sha1";
      Path checksum = file.resolveSibling(file.getFileName() + extension);
      if (!Files.isRegularFile(checksum)) {
        problems.add("no " + checksum.getFileName() + " beside " + file.getFileName());
        continue;
      }
      String[] words = Files.readString(checksum, StandardCharsets.US_ASCII).strip().split("\\s+");
      String actual = digest(file, algorithm);
      if (!words[0].equalsIgnoreCase(actual)) {
        problems.add(checksum.getFileName() + " says " + words[0] + ", but the file's "
            + algorithm + " is " + actual);
      }
    }
    return problems;
  }

  /** Empty when an ASCII-armoured detached signature of the file lies beside it. */
  static Optional<String> signatureProblem(Path file) throws IOException {
    Path signature = file.resolveSibling(file.getFileName() + ".asc");
    if (!Files.isRegularFile(signature)) {
      return Optional.of("no " + signature.getFileName() + " beside " + file.getFileName());
    }
    String text = Files.readString(signature, StandardCharsets.US_ASCII).strip();
    return text.startsWith("-----BEGIN PGP SIGNATURE-----")
        ? Optional.empty()
        : Optional.of(signature.getFileName() + " is not an ASCII-armoured PGP signature");
  }

  private static String digest(Path file, String algorithm) throws IOException {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(Files.readAllBytes(file)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has " + algorithm, e);
    }
  }
}
