package dev.singletable.apicheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * A change planted in the real runtime: a copy of its compiled classes whose {@code Listing.count}
 * methods are renamed {@code total}, checked against a copy of its committed dump. The build's own
 * check reads the real ones ({@code api.root}, set by api-check/pom.xml, is the repository, and
 * {@code api.version} the build's version).
 */
class RuntimeApiTest {

  private static final Path REPOSITORY = Path.of(System.getProperty("api.root", "..")).toAbsolutePath().normalize();
  private static final String VERSION = System.getProperty("api.version");

  @TempDir
  Path root;

  @Test
  void aMethodRenamedInTheRuntimeFailsTheCheckUntilTheDumpIsUpdated() throws IOException {
    Path classes = copy(REPOSITORY.resolve("runtime/target/classes"), root.resolve("runtime/target/classes"));
    Files.createDirectories(root.resolve("runtime/api"));
    Files.copy(REPOSITORY.resolve("runtime/api/singletable-runtime.api"), root.resolve("runtime/api/singletable-runtime.api"));
    rename(classes.resolve("dev/singletable/runtime/Listing.class"), "count", "total");

    ApiCheck.Result check = run(false);

    assertEquals(List.of("""
        singletable-runtime, runtime/api/singletable-runtime.api:
          dev.singletable.runtime.Listing (changed)
            - public long count()
            - public long count(dev.singletable.runtime.ListOptions)
            + public long total()
            + public long total(dev.singletable.runtime.ListOptions)"""), check.problems());
    assertTrue(ApiCheck.failure(check.problems()).contains("mvn -B -pl api-check -am process-classes -Dapi.update"));

    run(true);

    assertEquals(List.of(), run(false).problems());
    String updated = Files.readString(root.resolve("runtime/api/singletable-runtime.api"));
    assertTrue(updated.contains("  public long total(dev.singletable.runtime.ListOptions)\n"));
    assertTrue(!updated.contains("  public long count(dev.singletable.runtime.ListOptions)\n"));
  }

  private ApiCheck.Result run(boolean update) throws IOException {
    return ApiCheck.run(ApiCheck.Options.parse("--root", root.toString(), "--update", String.valueOf(update),
        "--version", VERSION, "--module", "runtime:singletable-runtime"));
  }

  /** Rewrites a class file with every method named {@code from} named {@code to}. */
  private static void rename(Path classFile, String from, String to) throws IOException {
    ClassReader reader = new ClassReader(Files.readAllBytes(classFile));
    ClassWriter writer = new ClassWriter(reader, 0);
    reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
      @Override
      public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
        return super.visitMethod(access, name.equals(from) ? to : name, descriptor, signature, exceptions);
      }
    }, 0);
    Files.write(classFile, writer.toByteArray());
  }

  private static Path copy(Path from, Path to) throws IOException {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path file : files.filter(Files::isRegularFile).filter(f -> f.toString().endsWith(".class")).toList()) {
        Path target = to.resolve(from.relativize(file).toString());
        Files.createDirectories(target.getParent());
        Files.copy(file, target, StandardCopyOption.REPLACE_EXISTING);
      }
    }
    return to;
  }
}
