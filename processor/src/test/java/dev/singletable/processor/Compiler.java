package dev.singletable.processor;

import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.net.MalformedURLException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;

/**
 * Compiles test sources with the processor, with every lint warning on and the async twins generated
 * ({@code -Asingletable.async=true}), so that every test sees every generator's output; {@link
 * AsyncOptionTest} compiles as users do by default, without them.
 */
final class Compiler {

  private Compiler() {}

  static Compilation compile(JavaFileObject... sources) {
    return compileWith(List.of(new SingleTableProcessor()), sources);
  }

  /**
   * Compiles with the processor wrapped in {@code recording}, which sees the files it writes even
   * when the build fails.
   */
  static Compilation compile(RecordingProcessor recording, JavaFileObject... sources) {
    return compileWith(List.of(recording), sources);
  }

  /**
   * Compiles with exactly these processors, run in this order each round: a test passes the
   * processor under test (perhaps built or wrapped differently) and the helpers it needs.
   */
  static Compilation compileWith(List<? extends Processor> processors, JavaFileObject... sources) {
    return compileAsUsers(processors, List.of("-Asingletable.async=true"), sources);
  }

  /**
   * As {@link #compileWith}, with only these javac options besides the lint ones and {@code -parameters}
   * (which keeps the parameter names in the class files for {@link GeneratedApi}, and changes nothing the
   * processor sees or writes): the processor's defaults otherwise.
   */
  static Compilation compileAsUsers(List<? extends Processor> processors, List<String> options,
      JavaFileObject... sources) {
    List<String> all = new ArrayList<>(List.of("-Xlint:all", "-Xlint:-processing", "-parameters"));
    all.addAll(options);
    return javac()
        .withProcessors(processors)
        .withOptions(all)
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
