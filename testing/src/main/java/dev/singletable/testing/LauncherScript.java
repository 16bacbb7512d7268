package dev.singletable.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The script that {@link DynaliteProcess} passes to {@code node -e}: the launcher's modules, read
 * from the class path folder {@value #FOLDER}, each wrapped as a CommonJS module function, then
 * {@code loader.js}, which runs {@code main.js}.
 *
 * <p>Passing the modules in the script, rather than as files, makes them run the same whether
 * dynalite is the copy in {@code target/classes}, a copy extracted from the jar or a user's folder:
 * the only file Node has to find is dynalite, in its working directory.
 */
final class LauncherScript {

  static final String FOLDER = "server/";
  /** The modules, by file name without {@code .js}; {@code loader.js} runs {@code main}. */
  static final List<String> MODULES = List.of("main", "dynalite", "wire", "gate", "router",
      "store", "tokens", "transact-items", "transact-write", "transact-get", "condition-old",
      "faults");

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
