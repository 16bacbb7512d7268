package dev.singletable.apicheck;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.Processor;

/**
 * What a user's build sees of an annotation processor besides its class: that javac finds it
 * ({@code META-INF/services/javax.annotation.processing.Processor}), the {@code -A} options it
 * accepts and the annotation types it asks for. The options are strings that users write in their
 * poms, so renaming one breaks builds as surely as renaming a method. They are asked of the
 * processor itself, made with its public constructor and not initialised, as javac would before
 * {@code init}. Its source version is left out: {@code latestSupported()} is the JDK's, not the
 * processor's.
 */
final class ProcessorFacts {

  static final String SERVICE = "META-INF/services/javax.annotation.processing.Processor";

  private ProcessorFacts() {}

  /**
   * One block per processor the classes register, or none. Each is loaded from {@code classes},
   * unless the class path this check runs with has it already (the reactor's copy of the same build,
   * with its dependencies).
   */
  static List<ApiType> read(Path classes) throws IOException {
    Path service = classes.resolve(SERVICE);
    if (!Files.isRegularFile(service)) {
      return List.of();
    }
    List<ApiType> processors = new ArrayList<>();
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        ProcessorFacts.class.getClassLoader())) {
      for (String line : Files.readAllLines(service)) {
        String name = line.replaceAll("#.*", "").trim();
        if (!name.isEmpty()) {
          processors.add(facts(name, instantiate(loader, name)));
        }
      }
    }
    return processors;
  }

  // annotation processor x.Y {
  //   registered in META-INF/services/javax.annotation.processing.Processor
  //   option a.b
  //   supported annotation type x.Z
  private static ApiType facts(String name, Processor processor) {
    List<String> lines = new ArrayList<>();
    lines.add("registered in " + SERVICE);
    new TreeSet<>(processor.getSupportedOptions()).forEach(option -> lines.add("option " + option));
    Set<String> types = new TreeSet<>(processor.getSupportedAnnotationTypes());
    types.forEach(type -> lines.add("supported annotation type " + type));
    return new ApiType(name, ApiType.Section.PROCESSOR, "annotation processor " + name + " {", lines);
  }

  private static Processor instantiate(ClassLoader loader, String name) {
    try {
      return (Processor) Class.forName(name, false, loader).getConstructor().newInstance();
    } catch (ReflectiveOperationException | LinkageError e) {
      throw new IllegalStateException("cannot make the processor " + name + " that " + SERVICE
          + " names with its public no-argument constructor, as javac does: " + e, e);
    }
  }
}
