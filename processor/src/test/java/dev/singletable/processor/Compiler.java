package dev.singletable.processor;

import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.net.MalformedURLException;
import java.nio.file.Path;
import java.util.Arrays;
import javax.tools.JavaFileObject;

/** Compiles test sources with the processor, with every lint warning on. */
final class Compiler {

  private Compiler() {}

  static Compilation compile(JavaFileObject... sources) {
    return javac()
        .withProcessors(new SingleTableProcessor())
        .withOptions("-Xlint:all", "-Xlint:-processing")
        .compile(sources);
  }

  /**
   * Sources of the samples module, relative to its {@code src} folder, so that the records the
   * tests compile are the ones the samples run.
   */
  static JavaFileObject[] samples(String... paths) {
    Path src = Path.of(System.getProperty("singletable.samplesDir", "../samples/src"));
    return Arrays.stream(paths).map(p -> {
      try {
        return JavaFileObjects.forResource(src.resolve(p).toUri().toURL());
      } catch (MalformedURLException e) {
        throw new IllegalArgumentException(p, e);
      }
    }).toArray(JavaFileObject[]::new);
  }
}
