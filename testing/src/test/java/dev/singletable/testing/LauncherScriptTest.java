package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LauncherScriptTest {

  /** CreateProcess's limit on a whole Windows command line, in characters. */
  private static final int WINDOWS_COMMAND_LINE = 32_767;
  /** Room left for node's path, the data directory and the other arguments. */
  private static final int ROOM_FOR_PATHS = 1_024;

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
  void fitsAWindowsCommandLine() {
    String script = LauncherScript.build();
    // Java quotes the argument and escapes each double quote in it with a backslash.
    long quotes = script.chars().filter(c -> c == '"').count();
    long length = script.length() + quotes + 2;
    assertTrue(length + ROOM_FOR_PATHS <= WINDOWS_COMMAND_LINE,
        "the launcher script takes " + length + " characters of a Windows command line");
  }
}
