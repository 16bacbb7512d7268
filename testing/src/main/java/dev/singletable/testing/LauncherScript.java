package dev.singletable.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/**
 * The script that {@link DynaliteProcess} runs with {@code node <file>}: the launcher's modules,
 * read from the class path folder {@value #FOLDER}, each wrapped as a CommonJS module function,
 * then {@code loader.js}, which runs {@code main.js}.
 *
 * <p>Packing the modules into one file, rather than running them from where they are, makes them
 * run the same whether dynalite is the copy in {@code target/classes}, a copy extracted from the
 * jar or a user's folder: the loader resolves every other {@code require} from Node's working
 * directory, the dynalite folder. The file is written once per content, as
 * {@code launcher-<hash>.js} in the cache folder, under a temporary name and then renamed, so any
 * number of JVMs may write it at the same time and a file with the final name is complete.
 */
final class LauncherScript {

  static final String FOLDER = "server/";
  /** The modules, by file name without {@code .js}; {@code loader.js} runs {@code main}. */
  static final List<String> MODULES = List.of("main", "dynalite", "wire", "gate", "router",
      "store", "tokens", "transact-items", "transact-write", "transact-get", "condition-old",
      "faults", "unprocessed", "index-create");

  private LauncherScript() {}

  static String build() {
    StringBuilder script = new StringBuilder("'use strict'\nconst sources = Object.create(null)\n");
    for (String module : MODULES) {
      script.append("sources['./").append(module)
          .append("'] = function (module, exports, require) {\n")
          .append(read(module + ".js"))
          .append("\n}\n");
    }
    return script.append(read("loader.js")).toString();
  }

  /**
   * Returns {@code launcher-<hash>.js} in {@code folder} (created if missing), holding the script,
   * writing it first unless it is there already.
   *
   * @throws IOException if the folder cannot be written
   */
  static Path writeTo(Path folder) throws IOException {
    byte[] script = build().getBytes(StandardCharsets.UTF_8);
    Path file = folder.resolve("launcher-" + hash(script) + ".js").toAbsolutePath();
    if (holds(file, script)) {
      return file;
    }
    Files.createDirectories(file.getParent());
    Path temporary = Files.createTempFile(file.getParent(), file.getFileName() + ".tmp-", "");
    try {
      Files.write(temporary, script);
      Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      // On Windows a rename onto a file that another JVM's node is reading fails; that file is fine.
      if (!holds(file, script)) {
        throw e;
      }
    } finally {
      Files.deleteIfExists(temporary);
    }
    return file;
  }

  private static boolean holds(Path file, byte[] script) {
    try {
      return Files.size(file) == script.length && Arrays.equals(Files.readAllBytes(file), script);
    } catch (IOException e) {
      return false;
    }
  }

  /** The first 12 hex digits of the script's SHA-256. */
  private static String hash(byte[] script) {
    try {
      return HexFormat.of()
          .formatHex(MessageDigest.getInstance("SHA-256").digest(script)).substring(0, 12);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("Every JDK has SHA-256", e);
    }
  }

  private static String read(String file) {
    try (InputStream in = LauncherScript.class.getResourceAsStream(FOLDER + file)) {
      if (in == null) {
        throw new IllegalStateException(FOLDER + file + " is missing from the class path next to "
            + LauncherScript.class.getName());
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
