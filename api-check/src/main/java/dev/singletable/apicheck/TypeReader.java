package dev.singletable.apicheck;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.objectweb.asm.AnnotationVisitor;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.RecordComponentVisitor;

/**
 * One class file as an {@link ApiType}: its public members, and its protected ones unless it is
 * final (no one outside its package can reach them then). Synthetic and bridge members are left out;
 * what javac writes for every enum or record ({@code values}, {@code equals} ...) is kept, since it is
 * callable. Annotations are kept where they change what a user may do: {@code @Deprecated} anywhere,
 * and on a class {@code @FunctionalInterface} and the meta-annotations ({@code @Retention},
 * {@code @Target}, {@code @Repeatable}, {@code @Documented}, {@code @Inherited}).
 */
final class TypeReader extends ClassVisitor {

  private static final Set<String> CLASS_ANNOTATIONS = Set.of("Ljava/lang/Deprecated;",
      "Ljava/lang/FunctionalInterface;", "Ljava/lang/annotation/Retention;", "Ljava/lang/annotation/Target;",
      "Ljava/lang/annotation/Repeatable;", "Ljava/lang/annotation/Documented;", "Ljava/lang/annotation/Inherited;");
  private static final String DEPRECATED = "Ljava/lang/Deprecated;";

  /** A member line and where it sorts: group (enum constants, fields, constructors, methods), then key. */
  private record Member(int group, String key, String line) {}

  private final ClassFacts facts;
  private final ApiType.Section section;
  private final List<String> annotations = new ArrayList<>();
  private final List<String> components = new ArrayList<>();
  private final List<String> permitted = new ArrayList<>();
  private final List<Member> members = new ArrayList<>();
  private int fields;
  private int fileAccess;
  private String signature;
  private String superName;
  private String[] interfaces;
  private ApiType type;

  private TypeReader(ClassFacts facts, ApiType.Section section) {
    super(Opcodes.ASM9);
    this.facts = facts;
    this.section = section;
  }

  static ApiType read(ClassFacts facts, ApiType.Section section) {
    TypeReader reader = new TypeReader(facts, section);
    new ClassReader(facts.bytes()).accept(reader, ClassReader.SKIP_CODE | ClassReader.SKIP_FRAMES);
    return reader.type;
  }

  @Override
  public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
    this.fileAccess = access;
    this.signature = signature;
    this.superName = superName;
    this.interfaces = interfaces;
  }

  @Override
  public AnnotationVisitor visitAnnotation(String descriptor, boolean visible) {
    return CLASS_ANNOTATIONS.contains(descriptor) ? AnnotationText.annotation(descriptor, annotations::add) : null;
  }

  @Override
  public RecordComponentVisitor visitRecordComponent(String name, String descriptor, String signature) {
    components.add(Signatures.field(signature != null ? signature : descriptor) + " " + name);
    return null;
  }

  @Override
  public void visitPermittedSubclass(String permittedSubclass) {
    permitted.add(Signatures.javaName(permittedSubclass));
  }

  @Override
  public FieldVisitor visitField(int access, String name, String descriptor, String signature, Object value) {
    // A field's 0x40 is volatile, not bridge.
    if (!visible(access & ~Opcodes.ACC_VOLATILE)) {
      return null;
    }
    List<String> deprecated = new ArrayList<>();
    int order = fields++;
    return new FieldVisitor(Opcodes.ASM9) {
      @Override
      public AnnotationVisitor visitAnnotation(String annotation, boolean runtime) {
        return DEPRECATED.equals(annotation) ? AnnotationText.annotation(annotation, deprecated::add) : null;
      }

      @Override
      public void visitEnd() {
        String prefix = deprecated.isEmpty() ? "" : deprecated.get(0) + " ";
        if ((access & Opcodes.ACC_ENUM) != 0) {
          members.add(new Member(0, String.format("%06d", order), prefix + "enum constant " + name));
          return;
        }
        String line = prefix + Modifiers.field(access) + Signatures.field(signature != null ? signature : descriptor)
            + " " + name + (value == null ? "" : " = " + AnnotationText.constant(value, descriptor));
        members.add(new Member(1, name, line));
      }
    };
  }

  @Override
  public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
    if (!visible(access) || name.equals("<clinit>")) {
      return null;
    }
    boolean constructor = name.equals("<init>");
    List<String> deprecated = new ArrayList<>();
    String[] defaultValue = new String[1];
    return new MethodVisitor(Opcodes.ASM9) {
      @Override
      public AnnotationVisitor visitAnnotation(String annotation, boolean runtime) {
        return DEPRECATED.equals(annotation) ? AnnotationText.annotation(annotation, deprecated::add) : null;
      }

      @Override
      public AnnotationVisitor visitAnnotationDefault() {
        return AnnotationText.defaultValue(value -> defaultValue[0] = value);
      }

      @Override
      public void visitEnd() {
        String line = methodLine(access, name, signature != null ? signature : descriptor, exceptions);
        String prefix = deprecated.isEmpty() ? "" : deprecated.get(0) + " ";
        String suffix = defaultValue[0] == null ? "" : " default " + defaultValue[0];
        members.add(new Member(constructor ? 2 : 3, constructor ? "" : name, prefix + line + suffix));
      }
    };
  }

  // public static <T extends x.Y> java.util.List<T> name(T, java.lang.String...) throws java.io.IOException
  private String methodLine(int access, String name, String signature, String[] exceptions) {
    Signatures.Method method = Signatures.method(signature);
    List<String> parameters = new ArrayList<>(method.parameters());
    if ((access & Opcodes.ACC_VARARGS) != 0) {
      int last = parameters.size() - 1;
      parameters.set(last, parameters.get(last).substring(0, parameters.get(last).length() - 2) + "...");
    }
    // A signature names the exceptions only when one of them is a type variable.
    List<String> thrown = new ArrayList<>(method.exceptions().isEmpty() && exceptions != null
        ? Stream.of(exceptions).map(Signatures::javaName).toList()
        : method.exceptions());
    thrown.sort(Comparator.naturalOrder());
    StringBuilder line = new StringBuilder(Modifiers.method(access, isInterface()));
    if (!method.typeParameters().isEmpty()) {
      line.append(method.typeParameters()).append(' ');
    }
    line.append(name.equals("<init>") ? facts.simpleName() : method.result() + " " + name)
        .append('(').append(String.join(", ", parameters)).append(')');
    if (!thrown.isEmpty()) {
      line.append(" throws ").append(String.join(", ", thrown));
    }
    return line.toString();
  }

  @Override
  public void visitEnd() {
    members.sort(Comparator.comparingInt(Member::group).thenComparing(Member::key).thenComparing(Member::line));
    type = new ApiType(facts.javaName(), section, declaration(), members.stream().map(Member::line).toList());
  }

  // @java.lang.FunctionalInterface public interface x.Y<T> extends x.Z {
  private String declaration() {
    StringBuilder line = new StringBuilder();
    annotations.stream().sorted().forEach(annotation -> line.append(annotation).append(' '));
    String kind = Modifiers.kind(fileAccess, superName);
    // javac seals an enum whose constants have bodies; that says nothing a caller can use.
    boolean sealed = !permitted.isEmpty() && !kind.equals("enum");
    line.append(Modifiers.type(facts.access(), kind, sealed)).append(kind).append(' ')
        .append(facts.javaName());
    Signatures.Type generic = signature != null
        ? Signatures.type(signature)
        : new Signatures.Type("", superName == null ? null : Signatures.javaName(superName),
            Stream.of(interfaces).map(Signatures::javaName).toList());
    line.append(generic.typeParameters());
    if (kind.equals("record")) {
      line.append('(').append(String.join(", ", components)).append(')');
    }
    String superclass = generic.superclass();
    if (kind.equals("class") && superclass != null && !superclass.equals("java.lang.Object")) {
      line.append(" extends ").append(superclass);
    }
    List<String> supertypes = generic.interfaces().stream()
        .filter(name -> !kind.equals("@interface") || !name.equals("java.lang.annotation.Annotation"))
        .toList();
    if (!supertypes.isEmpty()) {
      line.append(kind.equals("interface") ? " extends " : " implements ").append(String.join(", ", supertypes));
    }
    if (sealed) {
      line.append(" permits ").append(String.join(", ", permitted.stream().sorted().toList()));
    }
    return line.append(" {").toString();
  }

  private boolean visible(int access) {
    if ((access & (Opcodes.ACC_SYNTHETIC | Opcodes.ACC_BRIDGE)) != 0) {
      return false;
    }
    return (access & Opcodes.ACC_PUBLIC) != 0
        || (access & Opcodes.ACC_PROTECTED) != 0 && (facts.access() & Opcodes.ACC_FINAL) == 0;
  }

  private boolean isInterface() {
    return (fileAccess & Opcodes.ACC_INTERFACE) != 0;
  }
}
