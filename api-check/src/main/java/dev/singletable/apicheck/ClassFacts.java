package dev.singletable.apicheck;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Opcodes;

/**
 * What decides whether a class file is API, read before its members: its access as declared (for a
 * nested class, from its InnerClasses entry, since the class file's own flags lose {@code protected}
 * and {@code static}), the class it is a member of, and whether it is local or anonymous.
 *
 * @param internalName {@code a/b/Outer$Inner}
 * @param simpleName {@code Inner}
 * @param access the flags as declared
 * @param outer the internal name of the class it is a member of, or null for a top-level class
 * @param local whether it is a local or anonymous class (never API)
 * @param bytes the class file
 */
record ClassFacts(String internalName, String simpleName, int access, String outer, boolean local, byte[] bytes) {

  static ClassFacts of(byte[] bytes) {
    Reader reader = new Reader();
    new ClassReader(bytes).accept(reader, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
    String simple = reader.simpleName != null
        ? reader.simpleName
        : reader.name.substring(reader.name.lastIndexOf('/') + 1);
    return new ClassFacts(reader.name, simple, reader.access, reader.outer, reader.local, bytes);
  }

  String javaName() {
    return Signatures.javaName(internalName);
  }

  boolean isFinal() {
    return (access & Opcodes.ACC_FINAL) != 0;
  }

  boolean isSynthetic() {
    return (access & Opcodes.ACC_SYNTHETIC) != 0;
  }

  private static final class Reader extends ClassVisitor {
    private String name;
    private int access;
    private String simpleName;
    private String outer;
    private boolean local;

    Reader() {
      super(Opcodes.ASM9);
    }

    @Override
    public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
      this.name = name;
      this.access = access;
    }

    @Override
    public void visitInnerClass(String name, String outerName, String innerName, int access) {
      if (name.equals(this.name)) {
        this.access = access;
        this.simpleName = innerName;
        this.outer = outerName;
        this.local = outerName == null;
      }
    }
  }
}
