package dev.singletable.apicheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ModuleVisitor;
import org.objectweb.asm.Opcodes;

/**
 * What of a module's classes is dumped: the packages, and, when {@code classes} is not empty, only
 * those top-level classes of them (and their nested classes). A package with an {@code internal}
 * segment is the contract with generated code, dumped in a section of its own.
 *
 * @param packages the packages dumped
 * @param classes the top-level classes dumped (Java names), or empty for all of the packages'
 */
record Selection(List<String> packages, Set<String> classes) {

  /** The packages that {@code module-info.class} exports to everyone (qualified exports are left out). */
  static Selection exports(Path classes) throws IOException {
    Path moduleInfo = classes.resolve("module-info.class");
    if (!Files.isRegularFile(moduleInfo)) {
      throw new IllegalArgumentException("no module-info.class in " + classes
          + ": name the packages to dump (packages=a.b,a.c) or the classes (classes=a.b.C)");
    }
    List<String> exported = new ArrayList<>();
    new ClassReader(Files.readAllBytes(moduleInfo)).accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public ModuleVisitor visitModule(String name, int access, String version) {
        return new ModuleVisitor(Opcodes.ASM9) {
          @Override
          public void visitExport(String packaze, int access, String... modules) {
            if (modules == null || modules.length == 0) {
              exported.add(packaze.replace('/', '.'));
            }
          }
        };
      }
    }, 0);
    return new Selection(List.copyOf(exported), Set.of());
  }

  /** Whether the top-level class {@code javaName} is dumped (its package being one of the selection's). */
  boolean includes(String javaName) {
    return classes.isEmpty() || classes.contains(javaName);
  }

  static boolean isContract(String pkg) {
    return pkg.endsWith(".internal") || pkg.contains(".internal.");
  }
}
