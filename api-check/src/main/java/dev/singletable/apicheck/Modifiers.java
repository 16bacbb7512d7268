package dev.singletable.apicheck;

import org.objectweb.asm.Opcodes;

/**
 * The modifiers a dump writes, in Java's order, each followed by a space: the ones that change what
 * a caller or a subclass may do. Those a kind implies are left out ({@code static} of a nested
 * interface, {@code final} of a record); {@code synchronized}, {@code native}, {@code transient} and
 * {@code volatile} are left out too, being no part of a signature.
 */
final class Modifiers {

  private Modifiers() {}

  /** {@code @interface}, {@code interface}, {@code enum}, {@code record} or {@code class}. */
  static String kind(int access, String superName) {
    if ((access & Opcodes.ACC_ANNOTATION) != 0) {
      return "@interface";
    } else if ((access & Opcodes.ACC_INTERFACE) != 0) {
      return "interface";
    } else if ((access & Opcodes.ACC_ENUM) != 0) {
      return "enum";
    } else if ((access & Opcodes.ACC_RECORD) != 0 || "java/lang/Record".equals(superName)) {
      return "record";
    }
    return "class";
  }

  /** A class's modifiers, from its access as declared (a nested class's InnerClasses entry). */
  static String type(int access, String kind, boolean sealed) {
    StringBuilder text = new StringBuilder(visibility(access));
    if (kind.equals("class")) {
      append(text, access, Opcodes.ACC_STATIC, "static ");
      append(text, access, Opcodes.ACC_ABSTRACT, "abstract ");
      append(text, access, Opcodes.ACC_FINAL, "final ");
    }
    if (sealed) {
      text.append("sealed ");
    }
    return text.toString();
  }

  static String field(int access) {
    StringBuilder text = new StringBuilder(visibility(access));
    append(text, access, Opcodes.ACC_STATIC, "static ");
    append(text, access, Opcodes.ACC_FINAL, "final ");
    return text.toString();
  }

  /** An interface's methods are {@code abstract}, {@code default} or {@code static}. */
  static String method(int access, boolean inInterface) {
    StringBuilder text = new StringBuilder(visibility(access));
    append(text, access, Opcodes.ACC_STATIC, "static ");
    append(text, access, Opcodes.ACC_ABSTRACT, "abstract ");
    if (inInterface && (access & (Opcodes.ACC_STATIC | Opcodes.ACC_ABSTRACT)) == 0) {
      text.append("default ");
    }
    append(text, access, Opcodes.ACC_FINAL, "final ");
    return text.toString();
  }

  private static String visibility(int access) {
    return (access & Opcodes.ACC_PUBLIC) != 0 ? "public " : (access & Opcodes.ACC_PROTECTED) != 0 ? "protected " : "";
  }

  private static void append(StringBuilder text, int access, int flag, String modifier) {
    if ((access & flag) != 0) {
      text.append(modifier);
    }
  }
}
