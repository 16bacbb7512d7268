package dev.singletable.apicheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.objectweb.asm.Opcodes;

/**
 * A module's API, read from its compiled classes: the classes of the selected packages (only the
 * named ones and their nested classes, when the selection names classes) that code outside the
 * package can reach, sorted by name. Only the selected packages' folders are listed, so a big
 * resource tree beside the classes (the testing module's bundled dynalite) costs nothing.
 */
final class ApiReader {

  private ApiReader() {}

  static List<ApiType> read(Path classes, Selection selection) throws IOException {
    Map<String, ClassFacts> byName = new HashMap<>();
    for (String pkg : selection.packages()) {
      Path folder = classes.resolve(pkg.replace('.', '/'));
      if (!Files.isDirectory(folder)) {
        throw new IllegalArgumentException("no package " + pkg + " in " + classes);
      }
      try (Stream<Path> files = Files.list(folder)) {
        for (Path file : files.filter(ApiReader::isClass).toList()) {
          ClassFacts facts = ClassFacts.of(Files.readAllBytes(file));
          byName.put(facts.internalName(), facts);
        }
      }
    }
    List<ApiType> types = new ArrayList<>();
    for (ClassFacts facts : byName.values()) {
      if (selection.includes(topLevel(facts, byName)) && reachable(facts, byName)) {
        String pkg = facts.internalName().substring(0, facts.internalName().lastIndexOf('/')).replace('/', '.');
        types.add(TypeReader.read(facts, Selection.isContract(pkg) ? ApiType.Section.CONTRACT : ApiType.Section.API));
      }
    }
    types.sort(Comparator.comparing(ApiType::name));
    return types;
  }

  private static boolean isClass(Path file) {
    String name = file.getFileName().toString();
    return name.endsWith(".class") && !name.equals("package-info.class") && !name.equals("module-info.class");
  }

  /** Public, or a public or protected member of a reachable class (protected only if that class is not final). */
  private static boolean reachable(ClassFacts facts, Map<String, ClassFacts> byName) {
    if (facts.local() || facts.isSynthetic()) {
      return false;
    }
    boolean isPublic = (facts.access() & Opcodes.ACC_PUBLIC) != 0;
    if (facts.outer() == null) {
      return isPublic;
    }
    ClassFacts outer = byName.get(facts.outer());
    boolean isProtected = (facts.access() & Opcodes.ACC_PROTECTED) != 0;
    return outer != null && reachable(outer, byName) && (isPublic || isProtected && !outer.isFinal());
  }

  private static String topLevel(ClassFacts facts, Map<String, ClassFacts> byName) {
    ClassFacts top = facts;
    while (top.outer() != null && byName.containsKey(top.outer())) {
      top = byName.get(top.outer());
    }
    return top.javaName();
  }
}
